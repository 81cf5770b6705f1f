/**
 * A response held in memory and ready to send: its headers and body in each encoding, so
 * answering it is one writeHead and one end.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { matchesEtag } from '../app/utils/http-cache';
import { preferredEncoding, type Encoding } from './compression';

type Variants = { identity: Buffer } & Partial<Record<Exclude<Encoding, 'identity'>, Buffer>>;

export interface PreparedResponse {
  status: number;
  variants: Variants;
  /**
   * Per encoding: the headers to send, Content-Length and Content-Encoding included, as the flat
   * [name, value, ...] list writeHead takes without copying.
   */
  headers: Partial<Record<Encoding, string[]>>;
  /** With an ETag: the 304 answer's headers, for a client that holds this response already. */
  notModified?: { etag: string; headers: string[] };
}

export function prepareResponse(
  headers: Record<string, string>,
  variants: Variants,
  status = 200,
): PreparedResponse {
  const prepared: PreparedResponse = { status, variants, headers: {} };
  if (headers.ETag)
    prepared.notModified = { etag: headers.ETag, headers: Object.entries(headers).flat() };
  for (const encoding of ['identity', 'gzip', 'br'] as const) {
    const body = variants[encoding];
    if (!body) continue;
    const full: Record<string, string> = { ...headers, 'Content-Length': String(body.length) };
    if (encoding !== 'identity') full['Content-Encoding'] = encoding;
    prepared.headers[encoding] = Object.entries(full).flat();
  }
  return prepared;
}

/** The encoding to answer with: the client's preference, if this response has it. */
export function chooseEncoding(
  prepared: PreparedResponse,
  acceptEncoding: string | undefined,
): Encoding {
  const preferred = preferredEncoding(acceptEncoding);
  if (preferred !== 'identity' && prepared.variants[preferred]) return preferred;
  if (preferred === 'br' && prepared.variants.gzip && acceptEncoding?.includes('gzip'))
    return 'gzip';
  return 'identity';
}

/** Sends a prepared response through Node's http module (the ordinary path). */
export function sendPrepared(
  req: IncomingMessage,
  res: ServerResponse,
  prepared: PreparedResponse,
) {
  const { notModified } = prepared;
  if (notModified && matchesEtag(req.headers['if-none-match'], notModified.etag)) {
    res.writeHead(304, notModified.headers);
    return void res.end();
  }
  const encoding = chooseEncoding(prepared, req.headers['accept-encoding']);
  res.writeHead(prepared.status, prepared.headers[encoding]);
  res.end(req.method === 'HEAD' ? undefined : prepared.variants[encoding]);
}
