/**
 * The page cache: pages whose HTML is the same for every anonymous visitor (their route sends
 * `Cache-Control: public, s-maxage=N`, app/utils/http-cache.ts) are rendered once, turned from
 * nonces to script hashes, compressed both ways and then answered from memory.
 *
 * - Keys are paths. A route declares the query parameters it reads (`X-Page-Cache-Query`); a
 *   request with only other parameters (`?utm_source=…`, `?toast=…`) gets the cached page, one
 *   with a declared parameter is rendered for itself and not kept. Undeclared: any query renders.
 * - A route that shows database content names its content-version scopes
 *   (`X-Page-Cache-Depends: reviews`); the page is kept with the versions it was rendered at and
 *   is current while they are (server/content-versions.ts).
 * - One render per path at a time: concurrent misses wait for it.
 * - At most `maxBytes` of pages; the least recently used go first.
 * Requests with a session cookie never read or fill it (server/handlers/cached-pages.ts).
 */
import { createHash } from 'node:crypto';
import { isCompressible, precompressAsync } from './compression';
import { prepareResponse, type PreparedResponse } from './prepared-response';
import { contentSecurityPolicy } from './security-headers';
import type { Versions } from './content-versions';

export interface CachedPage {
  response: PreparedResponse;
  expiresAt: number;
  /** Content-version scopes the page shows, with the versions it was rendered at. */
  depends: ReadonlyMap<string, number>;
  /** Query parameters the page reads; null when its route declared none. */
  query: ReadonlySet<string> | null;
  size: number;
}

/** How a request stands with the cache. */
export type CacheLookup =
  | { kind: 'hit'; page: CachedPage }
  /** Nothing kept for this path: render it once (without a query string) and keep it. */
  | { kind: 'miss' }
  /** The query names a parameter the page reads (or the page is unknown): render, never keep. */
  | { kind: 'bypass' };

const sMaxAge = /(?:^|,)\s*s-maxage=(\d+)/;
/** A public redirect (the same for every visitor, such as "sign in first") is kept too. */
const redirectStatuses = new Set([301, 302, 303, 307, 308]);
const inlineScript = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;
export const cacheQueryHeader = 'x-page-cache-query';
export const cacheDependsHeader = 'x-page-cache-depends';

/** Removes the nonce from the page and lists the hashes of its inline scripts instead. */
export function nonceToHashes(html: string, nonce: string): { html: string; hashes: string[] } {
  const withoutNonce = html.split(` nonce="${nonce}"`).join('');
  const hashes = new Set<string>();
  for (const [, attributes, content] of withoutNonce.matchAll(inlineScript)) {
    if (/\bsrc=/.test(attributes ?? '') || !content) continue;
    hashes.add(`'sha256-${createHash('sha256').update(content).digest('base64')}'`);
  }
  return { html: withoutNonce, hashes: [...hashes] };
}

const listHeader = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** True when the page is as new as the content it shows (or the versions are unknown). */
export function isCurrent(page: CachedPage, versions: Versions | undefined): boolean {
  if (!versions) return true; // the database is not answering: a kept page beats none
  for (const [scope, version] of page.depends) {
    if ((versions.get(scope) ?? 0) !== version) return false;
  }
  return true;
}

export function createPageCache(options: {
  https: boolean;
  baseHeaders: Record<string, string>;
  maxBytes: number;
}) {
  const pages = new Map<string, CachedPage>();
  const rendering = new Map<string, Promise<CachedPage | undefined>>();
  let bytes = 0;

  function remove(pathname: string) {
    const page = pages.get(pathname);
    if (!page) return;
    pages.delete(pathname);
    bytes -= page.size;
  }

  function keep(pathname: string, page: CachedPage) {
    remove(pathname);
    if (page.size > options.maxBytes) return;
    pages.set(pathname, page);
    bytes += page.size;
    for (const oldest of pages.keys()) {
      if (bytes <= options.maxBytes) break;
      remove(oldest);
    }
  }

  return {
    /** Where a request for `pathname` with `search` (after '?', may be empty) stands. */
    lookup(pathname: string, search: string): CacheLookup {
      const page = pages.get(pathname);
      if (page && page.expiresAt < Date.now()) {
        remove(pathname);
        return search ? { kind: 'bypass' } : { kind: 'miss' };
      }
      if (!page) return search ? { kind: 'bypass' } : { kind: 'miss' };
      if (search) {
        if (!page.query) return { kind: 'bypass' };
        for (const name of new URLSearchParams(search).keys()) {
          if (page.query.has(name)) return { kind: 'bypass' };
        }
      }
      // Most recently used last: re-inserting moves it there (Maps keep insertion order).
      pages.delete(pathname);
      pages.set(pathname, page);
      return { kind: 'hit', page };
    },

    /**
     * Runs `render` unless a render of the same path is under way, in which case it waits for
     * that one. Resolves to the page kept, or undefined when the render gave nothing to keep.
     */
    renderOnce(pathname: string, render: () => Promise<CachedPage | undefined>) {
      const pending = rendering.get(pathname);
      if (pending) return { first: false, page: pending };
      const page = render().finally(() => rendering.delete(pathname));
      rendering.set(pathname, page);
      return { first: true, page };
    },

    /**
     * Keeps a response if its route marked it public (and, for a page that shows database
     * content, the versions it was rendered at are known). Returns the kept page, or undefined
     * when the response is not for sharing (then its body has not been read).
     */
    async store(
      pathname: string,
      response: Response,
      nonce: string,
      versions: Versions | undefined,
    ): Promise<CachedPage | undefined> {
      const cacheControl = response.headers.get('cache-control') ?? '';
      const maxAge = sMaxAge.exec(cacheControl)?.[1];
      const type = response.headers.get('content-type') ?? '';
      const depends = listHeader(response.headers.get(cacheDependsHeader));
      const location = response.headers.get('location');
      const redirect = redirectStatuses.has(response.status) && location !== null;
      if (
        (response.status !== 200 && !redirect) ||
        !maxAge ||
        !cacheControl.includes('public') ||
        response.headers.has('set-cookie') ||
        (!redirect && !isCompressible(type)) ||
        (depends.length > 0 && !versions)
      ) {
        return undefined;
      }
      const query = response.headers.has(cacheQueryHeader)
        ? new Set(listHeader(response.headers.get(cacheQueryHeader)))
        : null;
      let text = await response.text();
      const headers: Record<string, string> = {
        ...options.baseHeaders,
        'Content-Type': type || 'text/plain; charset=utf-8',
        'Cache-Control': cacheControl,
        Vary: 'Accept-Encoding',
        ...(redirect ? { Location: location } : {}),
      };
      if (type.startsWith('text/html')) {
        const converted = nonceToHashes(text, nonce);
        text = converted.html;
        headers['Content-Security-Policy'] = contentSecurityPolicy(converted.hashes, options.https);
      } else {
        headers['Content-Security-Policy'] = contentSecurityPolicy([], options.https);
      }
      const identity = Buffer.from(text);
      const variants = { identity, ...(await precompressAsync(identity)) };
      const page: CachedPage = {
        response: prepareResponse(headers, variants, response.status),
        expiresAt: Date.now() + Number(maxAge) * 1000,
        depends: new Map(depends.map((scope) => [scope, versions?.get(scope) ?? 0])),
        query,
        size: identity.length + variants.br.length + variants.gzip.length,
      };
      keep(pathname, page);
      return page;
    },

    get size() {
      return pages.size;
    },
    get bytes() {
      return bytes;
    },
  };
}
