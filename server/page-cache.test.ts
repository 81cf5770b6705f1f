import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hasSessionCookie, nonceToHashes } from './page-cache';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('nonceToHashes', () => {
  it('drops the nonce and lists one hash per distinct inline script, skipping external ones', () => {
    const html =
      '<link rel="modulepreload" href="/a.js" nonce="N1"/><script nonce="N1">one()</script>' +
      '<script nonce="N1" type="module">two()</script><script nonce="N1" src="/b.js"></script>' +
      '<script nonce="N1">one()</script>';
    const { html: out, hashes } = nonceToHashes(html, 'N1');
    expect(out).not.toContain('nonce=');
    expect(hashes).toEqual([sha('one()'), sha('two()')]);
  });
});

describe('hasSessionCookie', () => {
  it('recognises better-auth session cookies only', () => {
    expect(hasSessionCookie(undefined)).toBe(false);
    expect(hasSessionCookie('theme=dark')).toBe(false);
    expect(hasSessionCookie('better-auth.session_token=abc.def')).toBe(true);
    expect(hasSessionCookie('__Secure-better-auth.session_token=abc')).toBe(true);
  });
});
