/** What the page cache's handlers share (visitor-pages.ts, member-pages.ts). */
import type { CachedPage } from './cached-page';
import { compressOnce, preferredEncoding } from './compression';
import type { Exchange } from './exchange';
import type { createVersionReader } from './content-versions';
import type { createRenderer } from './handlers/react-router';
import { isCurrent, type PageCache } from './page-cache';

export interface PageCacheParts {
  pageCache: PageCache<CachedPage>;
  versions: ReturnType<typeof createVersionReader>;
  renderer: ReturnType<typeof createRenderer>;
  https: boolean;
  baseHeaders: Record<string, string>;
}

/** True, false, or a promise of either: whether `page` is as new as the content it shows. */
export function isCurrentNow(page: CachedPage, versions: PageCacheParts['versions']) {
  if (page.depends.size === 0) return true;
  const known = versions.known(); // this process is the only writer and has not written since
  if (known) return isCurrent(page, known);
  return versions.current().then((current) => isCurrent(page, current));
}

/** One member's page: compressed as the client asks, and never kept by a shared cache. */
export async function sendPrivate(
  { req, res }: Exchange,
  status: number,
  pageHeaders: Record<string, string>,
  html: Buffer,
) {
  const encoding = preferredEncoding(req.headers['accept-encoding']);
  const body = encoding === 'identity' ? html : await compressOnce(html, encoding);
  const headers: Record<string, string | number> = {
    ...pageHeaders,
    'cache-control': 'private, no-store',
    'content-length': body.length,
  };
  if (encoding !== 'identity') {
    Object.assign(headers, { 'content-encoding': encoding, vary: 'Accept-Encoding' });
  }
  res.writeHead(status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
}
