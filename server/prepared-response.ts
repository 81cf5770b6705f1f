/**
 * A response held in memory and ready to send: its headers and body in each encoding, plus the
 * response head as bytes, so the fast path (server/fast-path.ts) writes it with no work at all.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { preferredEncoding, type Encoding } from './compression';

type Variants = { identity: Buffer } & Partial<Record<Exclude<Encoding, 'identity'>, Buffer>>;

export interface PreparedResponse {
  variants: Variants;
  /** Per encoding: the headers to send, Content-Length and Content-Encoding included. */
  headers: Partial<Record<Encoding, Record<string, string | number>>>;
  /** Per encoding: 'HTTP/1.1 200 OK\r\n' and the header lines, without Date or the blank line. */
  rawHead: Partial<Record<Encoding, Buffer>>;
}

export function prepareResponse(
  headers: Record<string, string>,
  variants: Variants,
): PreparedResponse {
  const prepared: PreparedResponse = { variants, headers: {}, rawHead: {} };
  for (const encoding of ['identity', 'gzip', 'br'] as const) {
    const body = variants[encoding];
    if (!body) continue;
    const full: Record<string, string | number> = { ...headers, 'Content-Length': body.length };
    if (encoding !== 'identity') full['Content-Encoding'] = encoding;
    prepared.headers[encoding] = full;
    const lines = Object.entries(full).map(([name, value]) => `${name}: ${value}\r\n`);
    prepared.rawHead[encoding] = Buffer.from(`HTTP/1.1 200 OK\r\n${lines.join('')}`, 'latin1');
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
  const encoding = chooseEncoding(prepared, req.headers['accept-encoding']);
  res.writeHead(200, prepared.headers[encoding]);
  res.end(req.method === 'HEAD' ? undefined : prepared.variants[encoding]);
}
