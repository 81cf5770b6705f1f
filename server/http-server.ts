/**
 * The one HTTP server: Node's own (llhttp reads every byte; no code of ours parses HTTP), with
 * limits that keep slow or oversized clients from holding the process. See
 * docs/decisions/0009-node-http-only-and-page-cache-keys.md.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

export const httpLimits = {
  /** A connection that has not sent a whole request head within this time is closed (408). */
  headersTimeoutMs: 15_000,
  /** The whole request, body included (bodies are at most 64 KB: see body-guard.ts). */
  requestTimeoutMs: 30_000,
  /**
   * An idle keep-alive connection is closed after this. Longer than the 60 s idle timeout of
   * common reverse proxies and load balancers, so they never reuse a connection we just closed.
   */
  keepAliveTimeoutMs: 65_000,
  /** Larger request heads get 431 (Node's default, stated so it cannot drift). */
  maxHeaderSize: 16 * 1024,
  /** How often Node checks the two timeouts above: the 15 s hold to within a second. */
  connectionsCheckingIntervalMs: 1_000,
};

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * `handler` answers every request. `beforeContinue` decides on a request that sent
 * `Expect: 100-continue` before its body is asked for: it answers (413, 415, 403) and returns
 * true, or returns false to let the body come.
 */
export function createHttpServer(
  handler: Handler,
  beforeContinue: (req: IncomingMessage, res: ServerResponse) => boolean,
): Server {
  const server = createServer(
    {
      headersTimeout: httpLimits.headersTimeoutMs,
      requestTimeout: httpLimits.requestTimeoutMs,
      keepAliveTimeout: httpLimits.keepAliveTimeoutMs,
      maxHeaderSize: httpLimits.maxHeaderSize,
      connectionsCheckingInterval: httpLimits.connectionsCheckingIntervalMs,
      noDelay: true,
      // Node answers a missing Host with 400 but goes on to run requests pipelined behind it;
      // the handler checks Host itself and closes such a connection (app.ts).
      requireHostHeader: false,
    },
    handler,
  );
  server.on('checkContinue', (req: IncomingMessage, res: ServerResponse) => {
    if (beforeContinue(req, res)) return;
    res.writeContinue();
    handler(req, res);
  });
  return server;
}
