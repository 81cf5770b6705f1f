/** Converts between Node's request/response and the Fetch API objects React Router speaks. */
import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { pipeline } from 'node:stream/promises';
import { createBrotliCompress, createGzip, constants } from 'node:zlib';
import { isCompressible, preferredEncoding } from './compression';
import { isCacheHeader } from './cached-page';

/** The Fetch request for `req`; `body` is the one the host has read and checked (request-guard). */
export function toFetchRequest(
  req: IncomingMessage,
  url: URL,
  signal: AbortSignal | undefined,
  body?: Buffer,
): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, value);
  }
  const method = req.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const init: RequestInit = signal ? { method, headers, signal } : { method, headers };
  if (hasBody) init.body = body ? new Uint8Array(body) : '';
  return new Request(url, init);
}

/**
 * What the host reads of a rendered page: a Fetch Response, or a framed page
 * (server/page-frames.ts) that makes one only if its body is streamed.
 */
export type PageResponse = Pick<Response, 'status' | 'statusText' | 'headers' | 'body' | 'text'>;

/** Writes a Fetch response, compressing text bodies on the fly when the client accepts it. */
export async function sendFetchResponse(
  req: IncomingMessage,
  res: ServerResponse,
  response: PageResponse,
  extraHeaders: Record<string, string>,
  options: { shared: boolean },
) {
  const headers: Record<string, string | string[]> = { ...extraHeaders };
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && !isCacheHeader(name)) headers[name] = value;
  });
  // A page rendered for one signed-in member must never be stored by a shared cache.
  if (!options.shared && headers['cache-control']?.includes('public')) {
    headers['cache-control'] = 'private, no-store';
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;

  const body = response.body;
  const type = response.headers.get('content-type') ?? '';
  const encoding = preferredEncoding(req.headers['accept-encoding']);
  const compress =
    body && encoding !== 'identity' && isCompressible(type) && !headers['content-encoding'];
  if (compress) {
    headers['content-encoding'] = encoding;
    headers['vary'] = 'Accept-Encoding';
    delete headers['content-length'];
  }
  res.writeHead(response.status, response.statusText || STATUS_CODES[response.status], headers);
  if (!body || req.method === 'HEAD') {
    res.end();
    return;
  }
  const source = Readable.fromWeb(body as WebReadableStream);
  if (compress) {
    const compressor =
      encoding === 'br'
        ? createBrotliCompress({
            // Pages are well under 1 MB: a 1 MB window instead of 4 MB per response under way.
            params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_LGWIN]: 20 },
          })
        : createGzip({ level: 6 });
    await pipeline(source, compressor, res);
  } else {
    await pipeline(source, res);
  }
}
