/**
 * Visitors' pages from the page cache (server/page-cache.ts): a hit is answered before anything
 * else runs, in the same tick when its content versions are known; a miss is rendered once per
 * path while other requests for it wait, and kept when its route marked it public.
 */
import type { IncomingMessage } from 'node:http';
import { learnedPolicy, learnedVariants, visitorPage } from '../cached-page';
import { hasSessionCookie, type Exchange, type Handler } from '../exchange';
import { sendFetchResponse } from '../fetch-bridge';
import { isCurrentNow, type PageCacheParts } from '../page-cache-parts';
import { sendPrepared } from '../prepared-response';

const isRead = (req: IncomingMessage) => req.method === 'GET' || req.method === 'HEAD';

/**
 * Renders `key` (a path, or a path with its query for a route that keeps pages per query) for
 * visitors and keeps it when its route allows; its answer otherwise.
 */
async function renderAndKeep(parts: PageCacheParts, req: IncomingMessage | null, key: string) {
  const { pageCache, versions, renderer } = parts;
  const before = await versions.current(); // read first: a later change makes the page stale
  const { response, nonce, html } = await renderer.renderPage(req, key);
  if (!key.includes('?')) pageCache.learn(key, learnedPolicy(response), learnedVariants(response));
  const quick = key.includes('?');
  const kept = await visitorPage(response, nonce, before, { ...parts, quick, html });
  if (kept) pageCache.keep(key, kept);
  return { kept, response, nonce };
}

/** Where a visitor's request stands: its key (with the query, for pages kept per query). */
function place(pageCache: PageCacheParts['pageCache'], { pathname, search }: Exchange) {
  const variant = pageCache.variantKey(pathname, search);
  const key = variant ?? pathname;
  return { key, found: pageCache.lookup(key, variant ? '' : search) };
}

/** A visitor's hit, or false; `force` for a member whose session cookie named nobody. */
function answerHit({ pageCache, versions }: PageCacheParts, exchange: Exchange, force = false) {
  const { req, res } = exchange;
  if (!isRead(req) || (!force && hasSessionCookie(req.headers.cookie))) return false;
  const { found } = place(pageCache, exchange);
  if (found.kind !== 'hit' || found.page.kind !== 'prepared') return false;
  const { response } = found.page;
  const current = isCurrentNow(found.page, versions);
  if (current === true) return (sendPrepared(req, res, response), true);
  if (current === false) return false;
  return current.then((yes) => yes && (sendPrepared(req, res, response), true));
}

/** A miss (or a stale page): one render per path; those who waited for nothing go on. */
async function renderMiss(parts: PageCacheParts, exchange: Exchange, force = false) {
  const { req, res, pathname } = exchange;
  if (req.method !== 'GET' || (!force && hasSessionCookie(req.headers.cookie))) return false;
  const { pageCache, renderer } = parts;
  if (pageCache.key(pathname, null) === null) return false;
  const { key, found } = place(pageCache, exchange);
  if (found.kind === 'bypass') return false;
  const { kept, own } = await pageCache.renderOnce(key, async () => {
    const { kept, response, nonce } = await renderAndKeep(parts, req, key);
    return kept ? { kept } : { own: { response, nonce } };
  });
  if (kept?.kind === 'prepared') sendPrepared(req, res, kept.response);
  else if (own) {
    const headers = renderer.pageHeaders(own.nonce);
    await sendFetchResponse(req, res, own.response, headers, { shared: true });
  }
  return kept !== undefined || own !== undefined;
}

export function createVisitorPages(parts: PageCacheParts) {
  return {
    answerHit: ((exchange) => answerHit(parts, exchange)) satisfies Handler,
    renderMiss: ((exchange) => renderMiss(parts, exchange)) satisfies Handler,
    /** For a request whose session cookie names nobody: the visitors' page. */
    answerAsVisitor: (async (exchange) =>
      (await answerHit(parts, exchange, true)) ||
      renderMiss(parts, exchange, true)) satisfies Handler,

    /** Renders public pages into the cache in-process, so each worker starts warm. */
    async warm(paths: readonly string[], isStopping: () => boolean) {
      for (const path of paths) {
        if (isStopping()) return;
        try {
          const { kept, response } = await renderAndKeep(parts, null, path);
          if (!kept) await response.body?.cancel();
        } catch (error) {
          console.error(`[server] could not prerender ${path}:`, (error as Error).message);
        }
      }
    },
  };
}
