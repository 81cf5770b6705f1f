/**
 * Page frames, the host's half (decision 0024; the app's: app/page-frames.server.ts). A page the
 * app keeps as a frame (`hooks.framed`: the search page) is rendered once a minute for visitors
 * and once for each shape of member, with tokens where each request's own parts go. A request
 * for it that no kept page answers (a search nobody made in the last minute) then costs its
 * parts (`hooks.pageParts`: the search itself and its results' markup) and a fill, not a React
 * render of the whole page. The answer is a Response as a render's would be, so the page cache
 * keeps and sends it as it keeps and sends a render.
 */
import type { IncomingMessage } from 'node:http';
import type { AppLoadContext } from 'react-router';
import type { HostHooks } from '../app/host-hooks.server';
import type { PageFrame } from '../app/page-frames.server';
import type { PageFor } from './app-request';
import type { PageResponse } from './fetch-bridge';

type Prepared = { request: Request; context: AppLoadContext };
interface Options {
  hooks: HostHooks;
  prepare: (
    req: IncomingMessage,
    target: string,
    extra: { pageFor?: PageFor; frame?: true },
  ) => Prepared;
  handleRequest: (request: Request, context: AppLoadContext) => Promise<Response>;
}
/** `headers`: made once per frame and only read, by every page filled from it. */
type Kept = { frame: PageFrame; status: number; headers: Headers; expiresAt: number };

/** Frames are the page around the parts, the same for a minute like the pages kept per query. */
const frameSeconds = 60;
/** One per shape of member and path: a handful; a bound all the same. */
const maxFrames = 200;

/** Renders the frame of `target`'s page; null when the page is not one (a redirect, an error). */
async function renderFrame(
  { hooks, prepare, handleRequest }: Options,
  req: IncomingMessage,
  target: string,
  pageFor: PageFor | undefined,
): Promise<Kept | null> {
  const { request, context } = prepare(req, target, { pageFor, frame: true });
  const response = await handleRequest(request, context);
  if (response.status !== 200 || !response.headers.get('content-type')?.startsWith('text/html')) {
    await response.body?.cancel();
    return null;
  }
  const frame = hooks.cutFrame(await response.text());
  const headers = new Headers(response.headers);
  return { frame, status: response.status, headers, expiresAt: Date.now() + frameSeconds * 1000 };
}

/**
 * A filled frame as the page cache reads it. A Fetch Response costs some 150 µs to make for a
 * page (more than the fill): one is made only if the page's body is streamed (it is not kept).
 */
function framedResponse(html: () => string, { status, headers }: Kept): PageResponse {
  let response: Response | undefined;
  return {
    status,
    statusText: '',
    headers,
    text: () => Promise.resolve(html()),
    get body() {
      response ??= new Response(html(), { status, headers });
      return response.body;
    },
  };
}

export function createPageFrames(options: Options) {
  const { hooks, prepare } = options;
  const kept = new Map<string, Kept>();
  const rendering = new Map<string, Promise<Kept | null>>();

  /** The kept frame for `key`, or one rendered now (once: others wait for it). */
  function frameFor(key: string, render: () => Promise<Kept | null>): Promise<Kept | null> {
    const found = kept.get(key);
    if (found && found.expiresAt > Date.now()) return Promise.resolve(found);
    const pending = rendering.get(key);
    if (pending) return pending;
    const rendered = render().then((frame) => {
      if (kept.size >= maxFrames) kept.clear();
      if (frame) kept.set(key, frame);
      return frame;
    });
    rendering.set(key, rendered);
    return rendered.finally(() => rendering.delete(key));
  }

  /**
   * `target` (a path with its query) for visitors or for a member of a shape, from its frame;
   * null when its page has no frame, or this request's parts are not of the frame's kind (a
   * search that is no query gets its message page rendered whole).
   */
  async function framedPage(req: IncomingMessage, target: string, pageFor?: PageFor) {
    const pathname = target.split('?', 1)[0]!;
    if (!target.includes('?') || !hooks.framed(pathname) || (pageFor && !pageFor.shared)) {
      return null;
    }
    const { request, context } = prepare(req, target, { pageFor });
    const parts = await hooks.pageParts(request, context);
    if (!parts) return null;
    const key = pageFor ? `${hooks.viewerShape(pageFor.viewer)} ${pathname}` : pathname;
    const found = await frameFor(key, () => renderFrame(options, req, target, pageFor));
    if (!found) return null;
    const nonce = context.cspNonce;
    if (!pageFor) {
      const html = hooks.fillFrame(found.frame, parts, nonce);
      // The text too, so that nobody reads it back through a stream.
      return { response: framedResponse(() => html, found), nonce, html };
    }
    // A member's page: their template, straight from the frame (its tokens, the nonce's too,
    // are the template's slots); the page with the tokens only if something reads it.
    const template = hooks.fillFrameTemplate(found.frame, parts) ?? undefined;
    let html: string | undefined;
    const text = () => (html ??= hooks.fillFrame(found.frame, parts));
    return { response: framedResponse(text, found), nonce, template };
  }

  return { framedPage };
}
