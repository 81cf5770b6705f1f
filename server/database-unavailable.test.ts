import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AppLoadContext } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerDatabaseOutages, answeredDatabaseOutage } from './database-unavailable';

afterEach(() => vi.restoreAllMocks());

/** What React Router answers when a loader threw: its error page, status 500. */
const errorPage = async () => new Response('<h1>Something went wrong</h1>', { status: 500 });
const context = (marked: boolean) =>
  ({ databaseUnavailable: marked || undefined }) as AppLoadContext;

describe('answerDatabaseOutages', () => {
  it('answers a page whose loader met an outage with a friendly 503 page', async () => {
    const handler = answerDatabaseOutages(errorPage);
    const response = await handler(new Request('http://x/community'), context(true));
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html).toContain('<title>Temporarily unavailable · Peptidia</title>');
    expect(html).toContain('If you were sending a form, nothing was saved');
    expect(html).not.toContain('Something went wrong');
  });

  it('answers a client-side navigation or fetcher (.data) with 503 text', async () => {
    const handler = answerDatabaseOutages(errorPage);
    const request = new Request('http://x/community/discussion/1.data', { method: 'POST' });
    const response = await handler(request, context(true));
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    // Without X-Remix-Response React Router's client turns it into a 503 route error.
    expect(response.headers.has('x-remix-response')).toBe(false);
    expect(await response.text()).toContain('The database is briefly unavailable.');
  });

  it('leaves every other answer, errors included, as React Router gave it', async () => {
    const handler = answerDatabaseOutages(errorPage);
    const response = await handler(new Request('http://x/community'), context(false));
    expect(response.status).toBe(500);
    expect(await response.text()).toBe('<h1>Something went wrong</h1>');
  });
});

describe('answeredDatabaseOutage (errors met by the host itself)', () => {
  let server: Server | undefined;
  afterEach(() => new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined))));

  async function start(error: unknown) {
    server = createServer((req, res) => {
      if (!answeredDatabaseOutage(req, res, error, { 'X-Frame-Options': 'DENY' }, false)) {
        res.writeHead(500).end('not an outage');
      }
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  it('answers an outage 503 and logs one line without the query', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    const wrapped = new Error('Failed query: select ... params: secret-token', { cause: refused });
    const response = await fetch(`${await start(wrapped)}/community`);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(await response.text()).toContain('Temporarily unavailable');
    expect(log.mock.calls).toEqual([
      ['[database] unavailable: connect ECONNREFUSED 127.0.0.1:5432'],
    ]);
  });

  it('leaves any other error to the caller', async () => {
    const response = await fetch(`${await start(new Error('bug'))}/community`);
    expect(response.status).toBe(500);
  });
});
