/**
 * Cache-Control for pages whose HTML is the same for every anonymous visitor. `s-maxage` is read
 * by the host's page cache (server/page-cache.ts) and by any CDN; browsers always revalidate.
 * The host never caches a response to a request that carries a session cookie or a query string.
 */
export const publicPageCache = (seconds = 86_400) =>
  ({ 'Cache-Control': `public, max-age=0, must-revalidate, s-maxage=${seconds}` }) as const;

/** For pages that print today's date: cached until the next UTC midnight. */
export function publicPageCacheUntilMidnight(now = new Date()) {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return publicPageCache(Math.max(1, Math.floor((midnight - now.getTime()) / 1000)));
}
