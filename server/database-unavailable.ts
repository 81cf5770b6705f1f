/**
 * The host's answer while the database is unavailable: 503 with Retry-After and a short page,
 * never a 500, never stored by a cache (docs/decisions/0010-database-outages.md). A `.data`
 * request (client-side navigation, fetcher post) gets plain text instead, without React
 * Router's X-Remix-Response header, so its client raises a 503 route error that the root
 * ErrorBoundary shows (react-router 7.18 fetchAndDecodeViaTurboStream).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'react-router';
import { isDatabaseUnavailable, logDatabaseUnavailable } from '../app/utils/database-errors.server';
import { contentSecurityPolicy } from './security-headers';

/** About how long a restart of PostgreSQL takes; the pool reconnects within it. */
export const retryAfterSeconds = 5;

const message =
  'The database is briefly unavailable. If you were sending a form, nothing was saved: ' +
  'please try again in a moment.';

const page = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Temporarily unavailable · Peptidia</title>
<style>
body{margin:0;font:16px/1.6 system-ui,sans-serif;color:#0f172a;background:#f8fafc}
main{max-width:34rem;margin:6rem auto;padding:0 1.25rem;text-align:center}
h1{font-size:1.75rem;margin:0 0 .75rem}
p{color:#475569;margin:0 0 .75rem}
a{color:#115e59;font-weight:600}
</style>
</head>
<body>
<main>
<h1>Temporarily unavailable</h1>
<p>Our database is briefly unavailable, so this page cannot be shown right now.</p>
<p>If you were sending a form, nothing was saved: please send it again in a moment.</p>
<p><a href="">Try again</a> · <a href="/">Home</a></p>
</main>
</body>
</html>
`;

const headers = (type: string) => ({
  'Content-Type': type,
  'Cache-Control': 'no-store',
  'Retry-After': String(retryAfterSeconds),
});

function isDataRequest(pathname: string) {
  return pathname.endsWith('.data');
}

export function databaseUnavailableResponse(request: Request): Response {
  return isDataRequest(new URL(request.url).pathname)
    ? new Response(message, { status: 503, headers: headers('text/plain; charset=utf-8') })
    : new Response(page, { status: 503, headers: headers('text/html; charset=utf-8') });
}

/**
 * React Router's handler, answering 503 for a request whose loader or action failed for want of
 * the database (handleError in app/entry.server.tsx marks its context) instead of the error
 * page it rendered.
 */
export function answerDatabaseOutages(handler: RequestHandler): RequestHandler {
  return async (request, context) => {
    const response = await handler(request, context);
    if (!context?.databaseUnavailable) return response;
    await response.body?.cancel();
    return databaseUnavailableResponse(request);
  };
}

/**
 * For an error the host meets itself (a member page's session lookup): when it is a database
 * outage and nothing has been sent yet, the same 503, logged in one line. True when answered.
 */
export function answeredDatabaseOutage(
  req: IncomingMessage,
  res: ServerResponse,
  error: unknown,
  baseHeaders: Record<string, string>,
  https: boolean,
): boolean {
  if (res.headersSent || !isDatabaseUnavailable(error)) return false;
  logDatabaseUnavailable(error);
  const data = isDataRequest((req.url ?? '/').split('?')[0]!);
  res.writeHead(503, {
    ...baseHeaders,
    'Content-Security-Policy': contentSecurityPolicy([], https),
    ...headers(data ? 'text/plain; charset=utf-8' : 'text/html; charset=utf-8'),
  });
  res.end(req.method === 'HEAD' ? undefined : data ? message : page);
  return true;
}
