/**
 * Anonymous pages from the page cache (server/page-cache.ts): a hit is answered before anything
 * else runs; a miss is rendered once per path while other requests for it wait.
 */
import type { createVersionReader } from '../content-versions';
import { isAnonymousRead, type Exchange, type Handler } from '../exchange';
import { sendFetchResponse } from '../fetch-bridge';
import { isCurrent, type CachedPage, type createPageCache } from '../page-cache';
import { sendPrepared } from '../prepared-response';
import type { createRenderer } from './react-router';

export function createCachedPages(options: {
  pageCache: ReturnType<typeof createPageCache>;
  versions: ReturnType<typeof createVersionReader>;
  renderer: ReturnType<typeof createRenderer>;
}) {
  const { pageCache, versions, renderer } = options;
  const lookup = ({ req, pathname, search }: Exchange) =>
    isAnonymousRead(req) ? pageCache.lookup(pathname, search) : null;

  /** Renders `pathname` and keeps it when its route allows; the render's own answer otherwise. */
  async function renderAndKeep(exchange: Exchange | null, pathname: string) {
    const before = await versions.current(); // read first: a later change makes the page stale
    const { response, nonce } = await renderer.renderPage(exchange?.req ?? null, pathname);
    const kept = await pageCache.store(pathname, response, nonce, before);
    return { kept, response, nonce };
  }

  return {
    answerHit: ((exchange) => {
      const cached = lookup(exchange);
      if (cached?.kind !== 'hit') return false;
      const { page } = cached;
      const send = () => (sendPrepared(exchange.req, exchange.res, page.response), true);
      // A page of static content is answered at once; one that shows database content once its
      // content versions are known to be current (at once too when this process is their only
      // writer and has not written since it read them).
      if (page.depends.size === 0) return send();
      const known = versions.known();
      if (known) return isCurrent(page, known) && send();
      return versions.current().then((current) => isCurrent(page, current) && send());
    }) satisfies Handler,

    /**
     * An anonymous GET that missed (or found a stale page): one render per path at a time. A page
     * that cannot be kept (404, error) goes to its own visitor; those who waited render for
     * themselves (the next handler).
     */
    renderMiss: (async (exchange) => {
      const cached = lookup(exchange);
      if (!cached || cached.kind === 'bypass' || exchange.req.method !== 'GET') return false;
      let own: { response: Response; nonce: string } | undefined;
      const shared = pageCache.renderOnce(exchange.pathname, async () => {
        const { kept, response, nonce } = await renderAndKeep(exchange, exchange.pathname);
        if (!kept) own = { response, nonce };
        return kept;
      });
      let kept: CachedPage | undefined;
      try {
        kept = await shared.page;
      } catch (error) {
        if (shared.first) throw error;
      }
      if (kept) sendPrepared(exchange.req, exchange.res, kept.response);
      else if (own) {
        const headers = renderer.pageHeaders(own.nonce);
        await sendFetchResponse(exchange.req, exchange.res, own.response, headers, {
          shared: true,
        });
      }
      return kept !== undefined || own !== undefined;
    }) satisfies Handler,

    /** Renders public pages into the cache in-process, so each worker starts warm. */
    async warm(paths: readonly string[], isStopping: () => boolean) {
      for (const path of paths) {
        if (isStopping()) return;
        try {
          const { kept, response } = await renderAndKeep(null, path);
          if (!kept) await response.body?.cancel();
        } catch (error) {
          console.error(`[server] could not prerender ${path}:`, (error as Error).message);
        }
      }
    },
  };
}
