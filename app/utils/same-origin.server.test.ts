import { describe, expect, it } from 'vitest';
import { assertSameOrigin } from './same-origin.server';

function post(url: string, headers: Record<string, string>) {
  return new Request(url, { method: 'POST', headers });
}

function status(request: Request, siteUrl = 'https://peptidia.example'): number {
  try {
    assertSameOrigin(request, siteUrl);
    return 200;
  } catch (error) {
    return (error as { init?: { status?: number } }).init?.status ?? 500;
  }
}

describe('assertSameOrigin', () => {
  it('allows posts from the same host, or from SITE_URL behind a TLS proxy', () => {
    expect(status(post('http://localhost:3000/auth', { origin: 'http://localhost:3000' }))).toBe(
      200,
    );
    expect(
      status(post('http://peptidia.example/auth', { origin: 'https://peptidia.example' })),
    ).toBe(200);
    expect(status(post('http://10.0.0.5:3000/auth', { origin: 'https://peptidia.example' }))).toBe(
      200,
    );
  });

  it('allows requests without Origin (not a browser form post)', () => {
    expect(status(post('http://localhost:3000/auth', {}))).toBe(200);
  });

  it('refuses another origin, an opaque origin and a cross-site fetch', () => {
    expect(status(post('http://localhost:3000/auth', { origin: 'https://evil.example' }))).toBe(
      403,
    );
    expect(status(post('http://localhost:3000/auth', { origin: 'http://localhost:3001' }))).toBe(
      403,
    );
    expect(status(post('http://localhost:3000/auth', { origin: 'null' }))).toBe(403);
    expect(status(post('http://localhost:3000/auth', { 'sec-fetch-site': 'cross-site' }))).toBe(
      403,
    );
    expect(status(post('http://localhost:3000/auth', { origin: 'not a url' }))).toBe(403);
  });
});
