import { describe, expect, it } from 'vitest';
import { PageCache, type Kept } from './page-cache';

const page = (query: string[]): Kept => ({
  expiresAt: Date.now() + 60_000,
  depends: new Map(),
  query: new Set(query),
  size: 10,
});

describe('page cache and flash toasts', () => {
  it('renders a page carrying a flash toast for itself and never keeps it under a query key', () => {
    const cache = new PageCache<Kept>(1024 * 1024);
    cache.keep('/vendors', page(['sort']));
    expect(cache.lookup('/vendors', 'toast=signed-out').kind).toBe('bypass');
    expect(cache.lookup('/vendors', 'utm=1&toast=account-created').kind).toBe('bypass');
    expect(cache.lookup('/vendors', 'utm=1&TOAST=x').kind).toBe('hit');
    cache.learn('/search', undefined, { query: new Set(['q']), max: 10 });
    cache.keep('/search?q=x', page(['q']));
    expect(cache.variantKey('/search', 'q=x')).toBe('/search?q=x');
    expect(cache.variantKey('/search', 'q=x&toast=profile-updated')).toBeNull();
    expect(cache.lookup('/search', 'q=x&toast=profile-updated').kind).toBe('bypass');
  });
});
