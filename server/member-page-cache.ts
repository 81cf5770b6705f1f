/**
 * Templates of member pages (app/utils/member-pages.server.ts), kept per process. A key holds
 * the community's content version, so a change anywhere makes every older key unreachable.
 * Entries are re-rendered after a few seconds, because pages say how long ago things were
 * posted: one request renders while the others keep getting the previous template, and
 * requests for a key nobody has rendered yet wait for the one render under way, so a busy page
 * is never rendered by many requests at once. Least recently used entries go first once the
 * cache holds more than its size.
 */

export interface StoredMemberPage<Template> {
  template: Template;
  status: number;
  headers: [string, string][];
}

interface Entry<Template> {
  page: StoredMemberPage<Template>;
  renderedAt: number;
  size: number;
  refreshing: boolean;
}

/** What a request should do: answer from a page, wait for another render, or render. */
export type MemberPageRead<Template> =
  | { kind: 'hit'; page: StoredMemberPage<Template> }
  | { kind: 'wait'; page: Promise<StoredMemberPage<Template> | undefined> }
  | { kind: 'render'; done: (page: StoredMemberPage<Template> | undefined) => void };

export function createMemberPageCache<Template extends { size: number }>(options: {
  refreshAfterMs: number;
  maxSize: number;
}) {
  const entries = new Map<string, Entry<Template>>();
  const rendering = new Map<string, Promise<StoredMemberPage<Template> | undefined>>();
  let total = 0;

  function remove(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    total -= entry.size;
  }

  function store(key: string, page: StoredMemberPage<Template>) {
    remove(key);
    const size = page.template.size;
    if (size > options.maxSize) return;
    entries.set(key, { page, size, renderedAt: Date.now(), refreshing: false });
    total += size;
    for (const oldest of entries.keys()) {
      if (total <= options.maxSize) break;
      remove(oldest);
    }
  }

  return {
    read(key: string): MemberPageRead<Template> {
      const entry = entries.get(key);
      if (entry) {
        entries.delete(key); // re-inserted below: now the most recently used
        entries.set(key, entry);
        const due = Date.now() - entry.renderedAt >= options.refreshAfterMs;
        if (!due || entry.refreshing) return { kind: 'hit', page: entry.page };
        entry.refreshing = true;
        return {
          kind: 'render',
          done: (page) => {
            if (page) store(key, page);
            else entry.refreshing = false;
          },
        };
      }
      const pending = rendering.get(key);
      if (pending) return { kind: 'wait', page: pending };
      let finish!: (page: StoredMemberPage<Template> | undefined) => void;
      rendering.set(key, new Promise((resolve) => (finish = resolve)));
      return {
        kind: 'render',
        done: (page) => {
          rendering.delete(key);
          if (page) store(key, page);
          finish(page);
        },
      };
    },

    get size() {
      return entries.size;
    },
  };
}
