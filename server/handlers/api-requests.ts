/**
 * The open data API's door (docs/api.md): every request under /api/ is counted against its
 * client's rate limit before anything answers it, the page cache included, so a kept answer
 * cannot bypass the limit. The API is read only: another method gets 405 here, before the checks
 * of a post (whose 403 or 415 would not say what is wrong).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { clientIp } from '../app-request';
import type { Handler } from '../exchange';
import type { PooledRateLimit } from '../pooled-rate-limit';

export const apiPrefix = '/api/';

interface ApiRequestsOptions {
  limiter: PooledRateLimit;
  trustProxy: boolean;
  baseHeaders: Record<string, string>;
}

export function createApiRequests({ limiter, trustProxy, baseHeaders }: ApiRequestsOptions) {
  const answer = (
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
    error: string,
    headers: Record<string, string>,
  ) => {
    const body = JSON.stringify({ error });
    res.writeHead(status, {
      ...baseHeaders,
      ...headers,
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(body)),
      'Cache-Control': 'no-store',
      // A body we do not read: the connection is not reused after it.
      ...(req.complete ? {} : { Connection: 'close' }),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
    if (!req.complete) req.resume();
    return true;
  };

  const handler: Handler = ({ req, res, pathname }) => {
    if (!pathname.startsWith(apiPrefix)) return false;
    const wait = limiter.take(clientIp(req, trustProxy));
    if (wait !== null) {
      const message = `Too many requests to the open data API. Please wait ${wait} second${wait === 1 ? '' : 's'} and try again.`;
      return answer(req, res, 429, message, { 'Retry-After': String(wait) });
    }
    if (req.method === 'GET' || req.method === 'HEAD') return false;
    const message = 'The open data API is read only: use GET or HEAD.';
    return answer(req, res, 405, message, { Allow: 'GET, HEAD' });
  };
  return handler;
}
