/**
 * Members' pages from the page cache (server/page-cache.ts): once the session is read (one
 * query), a page whose route lets members share it is answered from its template, filled in for
 * this member (app/page-templates.server.ts). A miss is rendered once per key for the member who
 * asked (or a stand-in for every member of their shape) while others wait. A page not known to be
 * shareable goes on to React Router, rendered for this member alone.
 */
import type { HostHooks } from '../../app/host-hooks.server';
import { headersToSend, memberPage, type CachedPage } from '../cached-page';
import { hasSessionCookie, type Exchange, type Handler } from '../exchange';
import type { MemberPolicy } from '../page-cache';
import { createNonce } from '../security-headers';
import { isCurrentNow, sendPrivate, type PageCacheParts } from '../page-cache-parts';

type Viewer = NonNullable<Awaited<ReturnType<HostHooks['viewer']>>>;
type Filled = Pick<Extract<CachedPage, { kind: 'template' }>, 'template' | 'status' | 'headers'>;

type Parts = PageCacheParts & { hooks: HostHooks; answerAsVisitor: Handler };
type Place = { key: string; policy: MemberPolicy };

/** The template filled in for `viewer`, with a fresh nonce. */
function send(parts: Parts, exchange: Exchange, page: Filled, viewer: Viewer) {
  const nonce = createNonce();
  const html = parts.hooks.fill(page.template, viewer, nonce);
  const headers = { ...Object.fromEntries(page.headers), ...parts.renderer.pageHeaders(nonce) };
  return sendPrivate(exchange, page.status, headers, html);
}

/**
 * Renders for `viewer` (shared: as a stand-in) and keeps the template when the route allows.
 * Anything but a page (a redirect) is left to React Router to answer for the member alone.
 */
async function render(
  parts: Parts,
  exchange: Exchange,
  viewer: Viewer,
  { key, policy }: Place,
  target: string,
) {
  const before = await parts.versions.current();
  const pageFor = { viewer, shared: policy === 'shared' };
  const rendered = await parts.renderer.renderPage(exchange.req, target, pageFor);
  const { response, html } = rendered;
  if (!response.headers.get('content-type')?.startsWith('text/html')) {
    await response.body?.cancel();
    return {};
  }
  const template = rendered.template ?? parts.hooks.cut(html ?? (await response.text()));
  const kept = memberPage(response, template, before, policy);
  if (kept) parts.pageCache.keep(key, kept);
  const headers = headersToSend(response.headers);
  return { kept, own: { template, status: response.status, headers } };
}

/**
 * Renders `target` (the path; with its query, for a page kept per query) once under its key
 * (others wait) and answers this member from it.
 */
async function renderMiss(
  parts: Parts,
  exchange: Exchange,
  viewer: Viewer,
  place: Place,
  target: string,
) {
  const { kept, own } = await parts.pageCache.renderOnce(place.key, () =>
    render(parts, exchange, viewer, place, target),
  );
  const page = kept?.kind === 'template' ? kept : own;
  // Nothing to fill (a redirect, or a render others waited for kept nothing): React Router.
  return page ? send(parts, exchange, page, viewer) : false;
}

export function createMemberPages(parts: Parts) {
  const { pageCache, versions, renderer, hooks } = parts;
  const answer: Handler = async (exchange) => {
    const { req, pathname, search } = exchange;
    const read = req.method === 'GET' || req.method === 'HEAD';
    // A page members may not share (the profile, a .data request) goes straight to React Router:
    // reading the session here would read it twice.
    if (!read || !hasSessionCookie(req.headers.cookie) || !pageCache.sharedWithMembers(pathname)) {
      return false;
    }
    const viewer = await renderer.viewer(req);
    if (!viewer) return parts.answerAsVisitor(exchange);
    // A route that keeps pages per query (a search) keeps them per shape and query for members too.
    const variant = pageCache.variantKey(pathname, search);
    const asker = { id: viewer.id, shape: hooks.viewerShape(viewer) };
    const place = pageCache.key(pathname, asker, variant);
    const found = place?.policy && pageCache.lookup(place.key, variant ? '' : search);
    if (!place?.policy || !found || found.kind === 'bypass') return false;
    if (found.kind === 'hit' && found.page.kind === 'template') {
      if (await isCurrentNow(found.page, versions))
        return send(parts, exchange, found.page, viewer);
    }
    const target = variant ?? pathname;
    const { key, policy } = place;
    return req.method === 'GET' && renderMiss(parts, exchange, viewer, { key, policy }, target);
  };
  return { answer };
}
