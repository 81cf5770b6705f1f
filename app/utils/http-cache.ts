/**
 * Cache-Control for pages whose HTML is the same for every anonymous visitor. `s-maxage` is read
 * by the host's page cache (server/page-cache.ts) and by any CDN; browsers always revalidate.
 * The host never caches a response to a request that carries a session cookie.
 *
 * More facts the host's cache needs, declared by the route that knows them:
 * - `query`: the query parameters the page reads (on the server or in the browser). A request
 *   whose query has none of them gets the cached page; one that has any is rendered for itself.
 *   Without this list, any query string means "render for this request".
 * - `depends`: the content versions the page shows (database/schema/content-versions.ts): the
 *   kept page is replaced on the first load after any of them changes.
 * - `members`: how signed-in members may share it (app/page-templates.server.ts). 'shared' (the
 *   default): the page differs between members only in who is signed in (the header's account
 *   area), so one rendering serves every member of a shape. 'own': it shows the member's own data
 *   (their votes), so each member's rendering is kept for them alone. 'none': never kept.
 * - `variants`: keep pages per query too (its `query` parameters, sorted), at most this many per
 *   path: for links that are shared and opened again, such as a plan's.
 */
export type ContentScope = 'community' | 'reviews' | 'editorial';

export interface PageCacheOptions {
  query?: readonly string[];
  depends?: readonly ContentScope[];
  members?: 'shared' | 'own' | 'none';
  variants?: number;
}

function cacheFacts(seconds: number, options: PageCacheOptions, headers: Record<string, string>) {
  if (options.query) headers['X-Page-Cache-Query'] = options.query.join(', ');
  if (options.depends?.length) headers['X-Page-Cache-Depends'] = options.depends.join(', ');
  const members = options.members ?? 'shared';
  if (members !== 'none') headers['X-Page-Cache-Members'] = `${members} ${seconds}`;
  if (options.variants) headers['X-Page-Cache-Variants'] = String(options.variants);
  return headers;
}

export function publicPageCache(seconds = 86_400, options: PageCacheOptions = {}) {
  const cacheControl = `public, max-age=0, must-revalidate, s-maxage=${seconds}`;
  return cacheFacts(seconds, options, { 'Cache-Control': cacheControl });
}

/**
 * For pages only members see: never stored outside the host, kept by the host for `seconds`
 * per shape of member (or per member, with `members: 'own'`).
 */
export function memberPageCache(seconds: number, options: PageCacheOptions = {}) {
  return cacheFacts(seconds, options, { 'Cache-Control': 'private, no-store' });
}

/** For pages that print today's date: cached until the next UTC midnight. */
export function publicPageCacheUntilMidnight(now = new Date(), options: PageCacheOptions = {}) {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return publicPageCache(Math.max(1, Math.floor((midnight - now.getTime()) / 1000)), options);
}

/** If-None-Match names `etag` (weakly, as RFC 9110 13.1.2 compares for GET), or is '*'. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}
