import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hasSessionCookie } from './exchange';
import { createPageCache, isCurrent, nonceToHashes } from './page-cache';

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

const headers = (extra: Record<string, string> = {}) => ({
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'public, max-age=0, must-revalidate, s-maxage=60',
  ...extra,
});
const page = (body: string, extra?: Record<string, string>) =>
  new Response(`<html><body>${body}</body></html>`, { headers: headers(extra) });
const newCache = (maxBytes = 1024 * 1024) =>
  createPageCache({ https: false, baseHeaders: {}, maxBytes });
const versionsOf = (entries: Record<string, number>) => new Map(Object.entries(entries));

describe('page cache keys', () => {
  it('serves a page that declared its query parameters for any other parameter, without new keys', async () => {
    const cache = newCache();
    await cache.store('/vendors', page('all', { 'X-Page-Cache-Query': 'sort, q' }), 'n', undefined);
    for (let i = 0; i < 20; i++) {
      expect(cache.lookup('/vendors', `utm_source=${i}&toast=signed-out`).kind).toBe('hit');
    }
    expect(cache.lookup('/vendors', 'sort=name').kind).toBe('bypass');
    expect(cache.lookup('/vendors', 'utm=1&q=x').kind).toBe('bypass');
    expect(cache.size).toBe(1);
  });

  it('renders any query string of a page that declared none for itself', async () => {
    const cache = newCache();
    await cache.store('/legacy', page('x'), 'n', undefined);
    expect(cache.lookup('/legacy', '').kind).toBe('hit');
    expect(cache.lookup('/legacy', 'anything=1').kind).toBe('bypass');
    expect(cache.lookup('/unknown', '').kind).toBe('miss');
    expect(cache.lookup('/unknown', 'a=1').kind).toBe('bypass');
  });

  it('never keeps private, failed or cookie-setting responses, and strips its own headers', async () => {
    const cache = newCache();
    const kept = await cache.store('/ok', page('x', { 'X-Page-Cache-Query': '' }), 'n', undefined);
    expect(kept!.response.headers.identity!.map((item) => item.toLowerCase())).not.toContain(
      'x-page-cache-query',
    );
    expect(
      await cache.store(
        '/404',
        new Response('x', { status: 404, headers: headers() }),
        'n',
        undefined,
      ),
    ).toBeUndefined();
    expect(
      await cache.store('/me', page('x', { 'Set-Cookie': 'a=b' }), 'n', undefined),
    ).toBeUndefined();
    expect(
      await cache.store(
        '/private',
        new Response('x', { headers: { 'Content-Type': 'text/html' } }),
        'n',
        undefined,
      ),
    ).toBeUndefined();
  });
});

describe('page cache redirects', () => {
  it('keeps a public redirect with its status and Location', async () => {
    const cache = newCache();
    const redirect = new Response(null, {
      status: 302,
      headers: {
        Location: '/auth?redirectTo=%2Fmembers',
        'Cache-Control': headers()['Cache-Control'],
      },
    });
    const kept = await cache.store('/members', redirect, 'n', undefined);
    expect(kept?.response.status).toBe(302);
    expect(kept?.response.headers.identity).toContain('/auth?redirectTo=%2Fmembers');
    expect(cache.lookup('/members', '').kind).toBe('hit');
  });
});

describe('page cache content versions', () => {
  it('keeps the versions a page was rendered at and is current only while they hold', async () => {
    const cache = newCache();
    const kept = await cache.store(
      '/vendors/x',
      page('reviews', { 'X-Page-Cache-Depends': 'reviews' }),
      'n',
      versionsOf({ reviews: 4, community: 9 }),
    );
    expect(isCurrent(kept!, versionsOf({ reviews: 4, community: 10 }))).toBe(true);
    expect(isCurrent(kept!, versionsOf({ reviews: 5, community: 9 }))).toBe(false);
    // The database is not answering: the kept page is better than none.
    expect(isCurrent(kept!, undefined)).toBe(true);
  });

  it('does not keep a page that shows database content when the versions are unknown', async () => {
    const cache = newCache();
    const response = page('reviews', { 'X-Page-Cache-Depends': 'reviews' });
    expect(await cache.store('/vendors/x', response, 'n', undefined)).toBeUndefined();
  });
});

describe('page cache limits', () => {
  it('drops the least recently used pages once it holds more than its bytes', async () => {
    const cache = newCache(6_000);
    const big = (name: string) => page(`${name}:${randomBytes(600).toString('hex')}`);
    await cache.store('/a', big('a'), 'n', undefined);
    await cache.store('/b', big('b'), 'n', undefined);
    expect(cache.lookup('/a', '').kind).toBe('hit'); // /a is now the most recently used
    await cache.store('/c', big('c'), 'n', undefined);
    expect(cache.bytes).toBeLessThanOrEqual(6_000);
    expect(cache.lookup('/b', '').kind).toBe('miss');
    expect(cache.lookup('/a', '').kind).toBe('hit');
    expect(cache.lookup('/c', '').kind).toBe('hit');
  });

  it('renders a path once however many requests miss it at the same time', async () => {
    const cache = newCache();
    let renders = 0;
    const render = async () => {
      renders++;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return cache.store('/busy', page('busy'), 'n', undefined);
    };
    const results = await Promise.all(
      Array.from({ length: 50 }, () => cache.renderOnce('/busy', render).page),
    );
    expect(renders).toBe(1);
    expect(new Set(results).size).toBe(1);
    expect(results[0]).toBeDefined();
  });
});
