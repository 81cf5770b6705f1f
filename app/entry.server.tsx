/**
 * Server rendering. Pages are rendered whole (onAllReady) because every loader resolves its
 * data before rendering: there is nothing to stream, and whole pages can be cached by the host.
 * A page the host renders for its cache on a member's behalf (context.pageFor), or as a frame
 * (context.frame), gets a token nonce, which the host replaces per request
 * (app/page-templates.server.ts, app/page-frames.server.ts).
 */
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter, isRouteErrorResponse } from 'react-router';
import { isDatabaseUnavailable, logDatabaseUnavailable } from '~/utils/database-errors.server';
import { NonceContext } from '~/utils/nonce';
import { asksForHydrationData } from '~/utils/hydration-data';
import { paintFirstStream } from '~/utils/paint-first.server';
import { templateNonce } from './page-templates.server';
import { describeError } from '~/utils/error-line.server';

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const forCache = loadContext.pageFor || loadContext.frame;
  const nonce = forCache ? templateNonce : loadContext.cspNonce;
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
          const answer = sentAs(request, responseHeaders);
          const body = paintFirstStream(answer.output);
          const stream = createReadableStreamFromReadable(body.output);
          pipe(body.input);
          resolve(new Response(stream, { headers: answer.headers, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(describeError(error));
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

/**
 * What a rendered page is sent as. A request for its hydration data (decision 0029) gets that
 * data alone, as JSON, never stored; a public page read with GET (safe to render again) goes
 * without it, since its app fetches it when it starts; any other page keeps it.
 */
function sentAs(request: Request, headers: Headers) {
  if (asksForHydrationData(new URL(request.url).search)) {
    const dataHeaders = new Headers({
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'private, no-store',
    });
    return { headers: dataHeaders, output: { page: false } as const };
  }
  headers.set('Content-Type', 'text/html; charset=utf-8');
  const dataOnDemand =
    request.method === 'GET' && /^public\b/.test(headers.get('Cache-Control') ?? '');
  return { headers, output: { page: true, dataOnDemand } as const };
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
  console.error(
    describeError(isRouteErrorResponse(error) && 'error' in error ? error.error : error),
  );
}

/** What the host calls on the app: start-up work and the page cache's templates and frames. */
export { hostHooks } from './host-hooks.server';
