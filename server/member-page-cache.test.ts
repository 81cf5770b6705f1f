import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemberPageCache, type StoredMemberPage } from './member-page-cache';

type Template = { size: number; html: string };
const page = (html: string, size = 10): StoredMemberPage<Template> => ({
  template: { size, html },
  status: 200,
  headers: [['content-type', 'text/html; charset=utf-8']],
});

function renderOnce(cache: ReturnType<typeof createMemberPageCache<Template>>, key: string) {
  const read = cache.read(key);
  if (read.kind !== 'render') throw new Error(`expected to render ${key}, got ${read.kind}`);
  return read.done;
}

let cache: ReturnType<typeof createMemberPageCache<Template>>;
beforeEach(() => {
  vi.useFakeTimers();
  cache = createMemberPageCache<Template>({ refreshAfterMs: 10_000, maxSize: 100 });
});
afterEach(() => vi.useRealTimers());

describe('member page cache', () => {
  it('answers from the page the first request rendered', () => {
    renderOnce(cache, 'k')(page('one'));
    const read = cache.read('k');
    expect(read.kind === 'hit' && read.page.template.html).toBe('one');
  });

  it('lets requests for a page being rendered wait for that render instead of rendering', async () => {
    const done = renderOnce(cache, 'k');
    const second = cache.read('k');
    const third = cache.read('k');
    expect([second.kind, third.kind]).toEqual(['wait', 'wait']);
    done(page('shared'));
    for (const read of [second, third]) {
      if (read.kind !== 'wait') throw new Error('expected to wait');
      expect((await read.page)?.template.html).toBe('shared');
    }
  });

  it('tells waiting requests to render themselves when the render kept nothing', async () => {
    const done = renderOnce(cache, 'k');
    const waiting = cache.read('k');
    done(undefined);
    if (waiting.kind !== 'wait') throw new Error('expected to wait');
    expect(await waiting.page).toBeUndefined();
    expect(cache.read('k').kind).toBe('render');
  });

  it('re-renders a page after its time, one request at a time, the others served meanwhile', () => {
    renderOnce(cache, 'k')(page('old'));
    vi.advanceTimersByTime(10_000);
    const refresh = renderOnce(cache, 'k');
    const meanwhile = cache.read('k');
    expect(meanwhile.kind === 'hit' && meanwhile.page.template.html).toBe('old');
    refresh(page('new'));
    const after = cache.read('k');
    expect(after.kind === 'hit' && after.page.template.html).toBe('new');
  });

  it('drops the least recently used pages beyond its size', () => {
    renderOnce(cache, 'a')(page('a', 40));
    renderOnce(cache, 'b')(page('b', 40));
    cache.read('a'); // a is now used more recently than b
    renderOnce(cache, 'c')(page('c', 40));
    expect(cache.size).toBe(2);
    expect(cache.read('a').kind).toBe('hit');
    expect(cache.read('b').kind).toBe('render');
  });

  it('never keeps a page larger than the whole cache', () => {
    renderOnce(cache, 'big')(page('big', 101));
    expect(cache.size).toBe(0);
  });
});
