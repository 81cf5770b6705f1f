/**
 * Answering a refused request (server/handlers/request-checks.ts): the answer is sent whole with
 * `Connection: close`, and nothing else on that connection runs afterwards.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Refusal } from './request-guard';

/**
 * Connections we answered with a refusal: Node still parses requests pipelined behind it, and
 * none of them may run (such a request is how a hidden one gets smuggled in).
 */
const refusedConnections = new WeakSet<object>();
/** How long a refused post may go on sending a body we will not read (nginx: lingering_time). */
const lingerMs = 5_000;

/** Sends the refusal whole, then closes the connection once the client stops sending. */
export function refuse(
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

/** True behind a refusal: a request pipelined after it on the same connection. */
export const isRefusedConnection = (req: IncomingMessage) => refusedConnections.has(req.socket);
