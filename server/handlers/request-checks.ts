/**
 * The checks before any route runs (server/request-guard.ts has the rules): a request head no
 * route may see, and a post that is foreign, of another type or too large. A refused request is
 * answered here, and nothing else on its connection runs afterwards.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Exchange, Handler } from '../exchange';
import {
  bodyLimitFor,
  checkBodyHead,
  checkOrigin,
  isMutation,
  isOriginFormTarget,
  readBody,
  requestOrigin,
  type OriginConfig,
  type Refusal,
} from '../request-guard';

const badTarget: Refusal = {
  status: 400,
  message: 'Bad Request: the request target must be a path on this site.',
};
const noHost: Refusal = { status: 400, message: 'Bad Request: the Host header is missing.' };

/**
 * Connections we answered with a refusal: Node still parses requests pipelined behind it, and
 * none of them may run (such a request is how a hidden one gets smuggled in).
 */
const refusedConnections = new WeakSet<object>();
/** How long a refused post may go on sending a body we will not read (nginx: lingering_time). */
const lingerMs = 5_000;

/** Sends the refusal whole, then closes the connection once the client stops sending. */
function refuse(
  baseHeaders: Record<string, string>,
  req: IncomingMessage,
  res: ServerResponse,
  refusal: Refusal,
) {
  if (refusal.log) console.warn(`[server] ${refusal.log} on ${req.url?.split('?')[0]}`);
  if (req.socket) refusedConnections.add(req.socket);
  res.writeHead(refusal.status, {
    ...baseHeaders,
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(refusal.message),
    'Cache-Control': 'no-store',
    Connection: 'close',
  });
  if (req.complete) return void res.end(refusal.message);
  // The answer goes out now, but the connection closes only once the client has stopped
  // sending the body we will not read (dropped as it comes, so memory stays flat): closing on
  // unread bytes resets the connection, and the client could lose our answer. As nginx's
  // lingering close, for a few seconds at most.
  res.write(refusal.message);
  const linger = setTimeout(() => req.socket?.destroy(), lingerMs);
  const finish = () => {
    clearTimeout(linger);
    res.end();
  };
  req.removeAllListeners('data');
  req.on('end', finish).on('close', finish).resume();
}

/** A request line or head no route may see (Node answers what it cannot parse itself). */
function refuseHead(req: IncomingMessage): Refusal | null {
  if (!isOriginFormTarget(req.url ?? '')) return badTarget;
  if (req.headers.host === undefined && req.httpVersion === '1.1') return noHost;
  return null;
}

/** Origin, type and declared size of a post: enough to refuse it before reading its body. */
function refusePost(origins: OriginConfig, req: IncomingMessage, pathname: string): Refusal | null {
  const allowed = origins.trustProxy
    ? new Set([...origins.origins, requestOrigin(req, origins)])
    : origins.origins;
  return checkOrigin(req, allowed) ?? checkBodyHead(req, bodyLimitFor(pathname));
}

export function createRequestChecks(origins: OriginConfig, baseHeaders: Record<string, string>) {
  const refused = (exchange: Exchange, refusal: Refusal | null) => {
    if (refusal) refuse(baseHeaders, exchange.req, exchange.res, refusal);
    return refusal !== null;
  };

  return {
    /** First of all: behind a refusal, never answered (the connection closes after it). */
    checkHead: ((exchange) =>
      refusedConnections.has(exchange.req.socket) ||
      refused(exchange, refuseHead(exchange.req))) satisfies Handler,

    /** A post: refused from its head, or its body read within the limit and checked. */
    checkPost: (async (exchange) => {
      const { req, pathname } = exchange;
      if (!isMutation(req.method)) return false;
      if (refused(exchange, refusePost(origins, req, pathname))) return true;
      const body = await readBody(req, bodyLimitFor(pathname));
      if (!Buffer.isBuffer(body)) return refused(exchange, body);
      exchange.body = body;
      return false;
    }) satisfies Handler,

    /** For `Expect: 100-continue`: true when the request was refused before its body came. */
    refuseBeforeBody(req: IncomingMessage, res: ServerResponse): boolean {
      const pathname = (req.url ?? '/').split('?')[0]!;
      const refusal =
        refuseHead(req) ?? (isMutation(req.method) ? refusePost(origins, req, pathname) : null);
      if (refusal) refuse(baseHeaders, req, res, refusal);
      return refusal !== null;
    },
  };
}
