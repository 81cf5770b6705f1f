/**
 * Server rendering. Pages are rendered whole (onAllReady) because every loader resolves its
 * data before rendering: there is nothing to stream, and whole pages can be cached by the host.
 * A member page the host asked for as a template (context.viewerTemplate) is rendered with
 * stand-ins, cut into a template and filled in for the member who asked.
 */
import { PassThrough } from 'node:stream';
import { text } from 'node:stream/consumers';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter, isRouteErrorResponse } from 'react-router';
import { isDatabaseUnavailable, logDatabaseUnavailable } from '~/utils/database-errors.server';
import { NonceContext } from '~/utils/nonce';
import { buildTemplate, fillTemplate, templateNonce } from '~/utils/viewer-template.server';

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const templating = loadContext.viewerTemplate;
  const nonce = templating ? templateNonce : loadContext.cspNonce;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        onAllReady() {
          shellRendered = true;
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          const body = new PassThrough();
          pipe(body);
          if (!templating) {
            const stream = createReadableStreamFromReadable(body);
            resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
            return;
          }
          text(body).then((html) => {
            const template = buildTemplate(html);
            const { statusCode, errors, actionData } = routerContext.staticHandlerContext;
            if (statusCode === 200 && !errors && !actionData) templating.template = template;
            const page = fillTemplate(template, templating.viewer, loadContext.cspNonce);
            const init = { headers: responseHeaders, status: responseStatusCode };
            resolve(new Response(new Uint8Array(page), init));
          }, reject);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

/**
 * Called by React Router for every error of a loader, an action or the request. A database
 * outage marks the request for the host's 503 page and logs one line for it, without the stack
 * (the cause is outside the code) and without Drizzle's message (it holds the query's
 * parameters). Anything else is logged as React Router's default handler does.
 */
export function handleError(
  error: unknown,
  { request, context }: { request: Request; context: AppLoadContext },
) {
  if (isDatabaseUnavailable(error)) {
    if (!context.databaseUnavailable) logDatabaseUnavailable(error);
    context.databaseUnavailable = true;
    return;
  }
  if (request.signal.aborted) return;
  // React Router's own errors (405, 404 of a .data request) carry the underlying Error.
  console.error(isRouteErrorResponse(error) && 'error' in error ? error.error : error);
}

/** Read by the host (server/main.ts) to warm its page cache at start-up. */
export { publicPaths } from '~/utils/public-paths';
/** Read by the host (server/app.ts) to answer member pages from templates. */
export { memberPages } from '~/utils/member-pages.server';
