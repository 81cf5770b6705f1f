import { describe, expect, it, vi } from 'vitest';
import { isCurrent, PageCache, type Kept } from './page-cache';

type Page = Kept & { body: string };
const page = (body: string, extra: Partial<Page> = {}): Page => ({
  body,
  expiresAt: Date.now() + 60_000,
  depends: new Map(),
  query: new Set(),
  size: body.length,
  ...extra,
});
const newCache = (maxBytes = 1024 * 1024) => new PageCache<Page>(maxBytes);
const member = { id: 'u-1', shape: '1111111m' };

describe('page cache keys', () => {
  it('serves a page that declared its query parameters for any other parameter, without new keys', () => {
    const cache = newCache();
    cache.keep('/vendors', page('all', { query: new Set(['sort', 'q']) }));
    for (let i = 0; i < 20; i++) {
      expect(cache.lookup('/vendors', `utm_source=${i}`).kind).toBe('hit');
    }
    expect(cache.lookup('/vendors', 'sort=name').kind).toBe('bypass');
    expect(cache.lookup('/vendors', 'utm=1&q=x').kind).toBe('bypass');
    expect(cache.size).toBe(1);
  });

  it('never answers a request for a page’s hydration data, of a plain page or one kept per query', () => {
    const cache = newCache();
    cache.keep('/vendors', page('all', { query: new Set(['sort', 'q']) }));
    expect(cache.lookup('/vendors', '_hydration=1').kind).toBe('bypass');
    expect(cache.lookup('/vendors', 'utm=1&_hydration=1').kind).toBe('bypass');
    cache.learn('/search', undefined, { query: new Set(['q']), max: 10 });
    expect(cache.variantKey('/search', 'q=x')).toBe('/search?q=x');
    expect(cache.variantKey('/search', 'q=x&_hydration=1')).toBeNull();
    expect(cache.lookup('/search', 'q=x&_hydration=1').kind).toBe('bypass');
  });

  it('renders any query string of a page that declared none for itself', () => {
    const cache = newCache();
    cache.keep('/legacy', page('x', { query: null }));
    expect(cache.lookup('/legacy', '').kind).toBe('hit');
    expect(cache.lookup('/legacy', 'anything=1').kind).toBe('bypass');
    expect(cache.lookup('/unknown', '').kind).toBe('miss');
    expect(cache.lookup('/unknown', 'a=1').kind).toBe('bypass');
  });

  it('keys visitors by path, members by shape or id as the page declared, and nothing else', () => {
    const cache = newCache();
    expect(cache.key('/peptides', null)).toEqual({ key: '/peptides' });
    // Not known to be shareable: rendered for the member alone, never kept.
    expect(cache.key('/profile', member)).toBeNull();
    cache.learn('/peptides', 'shared');
    cache.learn('/vendors/x', 'own');
    cache.learn('/profile', undefined);
    expect(cache.key('/peptides', member)).toEqual({ key: '1111111m /peptides', policy: 'shared' });
    expect(cache.key('/vendors/x', member)).toEqual({ key: 'u-1 /vendors/x', policy: 'own' });
    expect(cache.key('/profile', member)).toBeNull();
    // A member who shares no page (posts awaiting approval): their own pages only.
    const alone = { ...member, shape: null };
    expect(cache.key('/peptides', alone)).toBeNull();
    expect(cache.key('/vendors/x', alone)).toEqual({ key: 'u-1 /vendors/x', policy: 'own' });
    expect(cache.sharedWithMembers('/peptides')).toBe(true);
    expect(cache.sharedWithMembers('/profile')).toBe(false);
  });

  it('never keeps a page under a very long path', () => {
    const cache = newCache();
    const long = `/${'a'.repeat(600)}`;
    expect(cache.key(long, null)).toBeNull();
    cache.learn(long, 'shared');
    expect(cache.key(long, member)).toBeNull();
  });

  it('forgets expired pages', () => {
    vi.useFakeTimers();
    try {
      const cache = newCache();
      cache.keep('/a', page('a', { expiresAt: Date.now() + 1_000 }));
      expect(cache.lookup('/a', '').kind).toBe('hit');
      vi.advanceTimersByTime(1_001);
      expect(cache.lookup('/a', '').kind).toBe('miss');
      expect(cache.size).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('page cache keys with a query', () => {
  const variants = { query: new Set(['dose', 'amount']), max: 2 };

  it('keys a route that asks for it by its declared parameters, sorted, ignoring the rest', () => {
    const cache = newCache();
    expect(cache.variantKey('/plan', 'dose=2&amount=5')).toBeNull(); // not known yet
    cache.learn('/plan', undefined, variants);
    expect(cache.variantKey('/plan', 'utm=x&dose=2&amount=5')).toBe('/plan?amount=5&dose=2');
    expect(cache.variantKey('/plan', 'amount=5&dose=2')).toBe('/plan?amount=5&dose=2');
    expect(cache.variantKey('/plan', 'utm=x')).toBeNull();
    expect(cache.variantKey('/plan', `dose=${'9'.repeat(600)}`)).toBeNull();
  });

  it('keeps at most the declared number of query keys per path, the least recently used going', () => {
    const cache = newCache();
    cache.learn('/plan', undefined, variants);
    for (const dose of ['1', '2']) cache.keep(`/plan?dose=${dose}`, page(dose));
    expect(cache.lookup('/plan?dose=1', '').kind).toBe('hit'); // now the most recently used
    cache.keep('/plan?dose=3', page('3'));
    expect(cache.lookup('/plan?dose=2', '').kind).toBe('miss');
    expect(cache.lookup('/plan?dose=1', '').kind).toBe('hit');
    expect(cache.lookup('/plan?dose=3', '').kind).toBe('hit');
    cache.keep('/plan', page('bare')); // the bare page does not count
    expect(cache.lookup('/plan', '').kind).toBe('hit');
  });
});

describe('page cache keys with a query for members', () => {
  it("keys a member of a shape by shape and query, counted with the path's other query keys", () => {
    const cache = newCache();
    cache.learn('/search', 'shared', { query: new Set(['q']), max: 2 });
    const variant = cache.variantKey('/search', 'q=bpc');
    expect(cache.key('/search', member, variant)).toEqual({
      key: '1111111m /search?q=bpc',
      policy: 'shared',
    });
    expect(cache.key('/search', { ...member, shape: null }, variant)).toBeNull();
    cache.keep('1111111m /search?q=bpc', page('member'));
    cache.keep('/search?q=bpc', page('visitor'));
    cache.keep('/search?q=tb', page('visitor 2'));
    expect(cache.lookup('1111111m /search?q=bpc', '').kind).toBe('miss');
    expect(cache.lookup('/search?q=tb', '').kind).toBe('hit');
  });
});

describe('page cache content versions', () => {
  it('is current only while the versions the page was rendered at hold', () => {
    const kept = page('reviews', { depends: new Map([['reviews', 4]]) });
    const versions = (reviews: number) =>
      new Map([
        ['reviews', reviews],
        ['community', 9],
      ]);
    expect(isCurrent(kept, versions(4))).toBe(true);
    expect(isCurrent(kept, versions(5))).toBe(false);
    // The database is not answering: the kept page is better than none.
    expect(isCurrent(kept, undefined)).toBe(true);
  });
});

describe('page cache limits', () => {
  it('drops the least recently used pages once it holds more than its bytes', () => {
    const cache = newCache(2_500);
    const big = (name: string) => page(name.repeat(1_000));
    cache.keep('/a', big('a'));
    cache.keep('/b', big('b'));
    expect(cache.lookup('/a', '').kind).toBe('hit'); // /a is now the most recently used
    cache.keep('/c', big('c'));
    expect(cache.bytes).toBeLessThanOrEqual(2_500);
    expect(cache.lookup('/b', '').kind).toBe('miss');
    expect(cache.lookup('/a', '').kind).toBe('hit');
    expect(cache.lookup('/c', '').kind).toBe('hit');
    cache.keep('/huge', page('x'.repeat(3_000)));
    expect(cache.lookup('/huge', '').kind).toBe('miss');
  });

  it('renders a key once however many requests miss it at the same time', async () => {
    const cache = newCache();
    let renders = 0;
    const render = async () => {
      renders++;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { kept: page('busy'), own: 'mine' };
    };
    const results = await Promise.all(
      Array.from({ length: 50 }, () => cache.renderOnce('/busy', render)),
    );
    expect(renders).toBe(1);
    // The first gets what it rendered; the others the kept page only.
    expect(results.filter((result) => result.own === 'mine')).toHaveLength(1);
    expect(new Set(results.map((result) => result.kept)).size).toBe(1);
    // Once done, the next miss renders again.
    await cache.renderOnce('/busy', render);
    expect(renders).toBe(2);
  });

  it("gives a failed render's error to the one who rendered, nothing to those who waited", async () => {
    const cache = newCache();
    const failing = async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      throw new Error('render failed');
    };
    const first = cache.renderOnce('/x', failing);
    const waiter = cache.renderOnce('/x', failing);
    await expect(first).rejects.toThrow('render failed');
    expect(await waiter).toEqual({ kept: undefined });
  });
});
