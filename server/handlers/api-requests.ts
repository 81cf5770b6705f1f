/**
 * The open data API's door (docs/api.md): every request under /api/ is counted against its
 * client's rate limit before anything answers it, the page cache included, so a kept answer
 * cannot bypass the limit. The API is read only: another method gets 405 here, before the checks
 * of a post (whose 403 or 415 would not say what is wrong).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { clientIp } from '../app-request';
import type { Handler } from '../exchange';
import type { ApiRateLimit } from '../api-rate-limit';

export const apiPrefix = '/api/';

interface ApiRequestsOptions {
  limiter: ApiRateLimit;
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

  const refuse = (
    req: IncomingMessage,
    res: ServerResponse,
    unavailable: boolean,
    wait: number,
  ) => {
    const seconds = `${wait} second${wait === 1 ? '' : 's'}`;
    if (unavailable) {
      const message = `The open data API cannot count requests just now. Please try again in ${seconds}.`;
      return answer(req, res, 503, message, { 'Retry-After': String(wait) });
    }
    const message = `Too many requests to the open data API. Please wait ${seconds} and try again.`;
    return answer(req, res, 429, message, { 'Retry-After': String(wait) });
  };

  const counted = async (req: IncomingMessage, res: ServerResponse) => {
    const allowance = await limiter(clientIp(req, trustProxy));
    if (!allowance.go)
      return refuse(req, res, allowance.unavailable === true, allowance.waitSeconds);
    if (req.method === 'GET' || req.method === 'HEAD') return false;
    const message = 'The open data API is read only: use GET or HEAD.';
    return answer(req, res, 405, message, { Allow: 'GET, HEAD' });
  };

  // Any other path passes on in the same tick: only an API request waits for its count.
  const handler: Handler = ({ req, res, pathname }) =>
    pathname.startsWith(apiPrefix) && counted(req, res);
  return handler;
}
