/**
 * The page cache's store (decision 0011): pages kept in memory under a key, each with its expiry,
 * the content versions it was rendered at and the query parameters its route reads. What a page
 * holds is server/cached-page.ts's business; who answers from it, server/handlers/*-pages.ts's.
 *
 * - Keys: the path for visitors; for members, the path with the member's shape (a page shared by
 *   every member of a shape) or their id (a page of their own), as the page's route declared
 *   (`X-Page-Cache-Members`, learned from its responses). A query string is part of a key only
 *   for a route that asks for it (`X-Page-Cache-Variants: N`, such as a plan's link or a search):
 *   its declared parameters, sorted, and at most N such keys per path, the least recently used
 *   making room for a new one.
 * - One render per key at a time. Never a request for hydration data or carrying a flash toast
 *   (app/utils/flash-toast-param.ts). At most `maxBytes`; least recently used go first.
 */
import { rendersForItself } from '../app/utils/flash-toast-param';
import type { Versions } from './content-versions';

export interface Kept {
  expiresAt: number;
  /** Content-version scopes the page shows, with the versions it was rendered at. */
  depends: ReadonlyMap<string, number>;
  /** Query parameters the page reads; null when its route declared none. */
  query: ReadonlySet<string> | null;
  size: number;
}

/**
 * Who asks: a visitor (null) or a member, by id and shape (app/page-templates.server.ts). A null
 * shape: this member shares no page (their pages show them posts others do not see).
 */
export type Asker = { id: string; shape: string | null } | null;
export type MemberPolicy = 'shared' | 'own';

/** How a request stands with the cache. */
export type CacheLookup<Page> =
  | { kind: 'hit'; page: Page }
  /** Nothing kept for this key: render it once (without a query string) and keep it. */
  | { kind: 'miss' }
  /** The query names a parameter the page reads (or the page is unknown): render, never keep. */
  | { kind: 'bypass' };

/** Longer paths are rendered and never kept: no request can fill the cache with junk keys. */
const maxPathLength = 512;
const maxPolicies = 10_000;

/** A route that keeps pages per query: the parameters that count, and how many keys at most. */
export interface Variants {
  query: ReadonlySet<string>;
  max: number;
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
/** The path of a key with a query, or null (a member's key starts with their shape or id). */
const variantPath = (key: string) =>
  key.includes('?') ? key.slice(key.indexOf('/'), key.indexOf('?')) : null;

/** True when the page is as new as the content it shows (or the versions are unknown). */
export function isCurrent(page: Kept, versions: Versions | undefined): boolean {
  if (!versions) return true; // the database is not answering: a kept page beats none
  for (const [scope, version] of page.depends) {
    if ((versions.get(scope) ?? 0) !== version) return false;
  }
  return true;
}

export class PageCache<Page extends Kept> {
  readonly #pages = new Map<string, Page>();
  readonly #rendering = new Map<string, Promise<Page | undefined>>();
  readonly #policies = new Map<string, MemberPolicy>();
  readonly #variants = new Map<string, Variants>();
  /** How many query keys each path has now. */
  readonly #variantCounts = new Map<string, number>();
  #bytes = 0;

  constructor(private readonly maxBytes: number) {}

  /**
   * The key of `pathname` for `asker`, with the member policy; null when it is never kept.
   * `variant`: the path with its query (variantKey), for a route that keeps pages per query.
   */
  key(
    pathname: string,
    asker: Asker,
    variant?: string | null,
  ): { key: string; policy?: MemberPolicy } | null {
    if (pathname.length > maxPathLength) return null;
    const path = variant ?? pathname;
    if (!asker) return { key: path };
    const policy = this.#policies.get(pathname);
    if (!policy) return null; // not known to be shareable: rendered for the member alone
    if (policy === 'own') return { key: `${asker.id} ${path}`, policy };
    return asker.shape === null ? null : { key: `${asker.shape} ${path}`, policy };
  }

  /**
   * A key's path with its query: the path and the declared parameters of `search`, sorted, for a
   * route that keeps pages per query; null when there is none (then the key is the path).
   */
  variantKey(pathname: string, search: string): string | null {
    const variants = search ? this.#variants.get(pathname) : undefined;
    if (!variants || rendersForItself(search)) return null;
    const params = [...new URLSearchParams(search)].filter(([name]) => variants.query.has(name));
    if (params.length === 0) return null;
    params.sort(([a, aValue], [b, bValue]) => byText(a, b) || byText(aValue, bValue));
    const key = `${pathname}?${new URLSearchParams(params).toString()}`;
    return key.length > maxPathLength ? null : key;
  }

  /** True when the route of `pathname` lets members share its page (learned from a response). */
  sharedWithMembers(pathname: string): boolean {
    return this.#policies.has(pathname);
  }

  /** Records how members may share `pathname`, and its query keys, as its route declared. */
  learn(pathname: string, policy: MemberPolicy | undefined, variants?: Variants) {
    if (pathname.length > maxPathLength) return;
    if (this.#policies.size >= maxPolicies) this.#policies.clear();
    if (this.#variants.size >= maxPolicies) this.#variants.clear();
    if (policy) this.#policies.set(pathname, policy);
    if (variants) this.#variants.set(pathname, variants);
  }

  /** Where a request for `key` with `search` (after '?', may be empty) stands. */
  lookup(key: string, search: string): CacheLookup<Page> {
    let page = this.#pages.get(key);
    if (page && page.expiresAt < Date.now()) page = void this.#remove(key);
    if (!page) return search ? { kind: 'bypass' } : { kind: 'miss' };
    if (search) {
      if (!page.query || rendersForItself(search)) return { kind: 'bypass' };
      for (const name of new URLSearchParams(search).keys()) {
        if (page.query.has(name)) return { kind: 'bypass' };
      }
    }
    // Most recently used last: re-inserting moves it there (Maps keep insertion order).
    this.#pages.delete(key);
    this.#pages.set(key, page);
    return { kind: 'hit', page };
  }

  /**
   * Runs `render` unless a render of the same key is under way; then waits for that one. The
   * first caller gets what it rendered (`own`: its answer when nothing could be kept) and its
   * error; those who waited get the kept page, or nothing, and then render for themselves.
   */
  async renderOnce<Own>(
    key: string,
    render: () => Promise<{ kept?: Page | undefined; own?: Own | undefined }>,
  ): Promise<{ kept?: Page | undefined; own?: Own | undefined }> {
    const pending = this.#rendering.get(key);
    if (pending) return { kept: await pending.catch(() => undefined) };
    const rendered = render();
    const kept = rendered.then((result) => result.kept);
    kept.catch(() => {}); // the first caller gets the error; nobody may be waiting
    this.#rendering.set(key, kept);
    try {
      return await rendered;
    } finally {
      this.#rendering.delete(key);
    }
  }

  keep(key: string, page: Page) {
    this.#remove(key);
    const path = variantPath(key);
    const max = path === null ? Infinity : (this.#variants.get(path)?.max ?? 0);
    if (page.size > this.maxBytes || max === 0) return;
    if (path !== null) this.#makeRoomForVariant(path, max);
    this.#pages.set(key, page);
    this.#bytes += page.size;
    for (const oldest of this.#pages.keys()) {
      if (this.#bytes <= this.maxBytes) break;
      this.#remove(oldest);
    }
  }

  get size() {
    return this.#pages.size;
  }

  get bytes() {
    return this.#bytes;
  }

  /** Below `max` query keys of `path`: its least recently used ones go (expired ones among them). */
  #makeRoomForVariant(path: string, max: number) {
    for (const key of this.#pages.keys()) {
      if ((this.#variantCounts.get(path) ?? 0) < max) break;
      if (variantPath(key) === path) this.#remove(key);
    }
    this.#variantCounts.set(path, (this.#variantCounts.get(path) ?? 0) + 1);
  }

  #remove(key: string) {
    const page = this.#pages.get(key);
    if (!page || !this.#pages.delete(key)) return;
    this.#bytes -= page.size;
    const path = variantPath(key);
    if (path !== null) this.#variantCounts.set(path, (this.#variantCounts.get(path) ?? 1) - 1);
  }
}
