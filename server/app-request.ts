/**
 * What React Router is given for a request: the Fetch request (its URL from configuration, never
 * from the Host header; its body as the host read and checked it) and the load context.
 */
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import { createAppContext, type AppContextInput } from '../app/context';
import type { Env } from '../app/utils/env.server';
import type { DatabaseHandle } from '../database/client';
import { toFetchRequest } from './fetch-bridge';
import { requestOrigin, type OriginConfig } from './request-guard';
import { createNonce } from './security-headers';

export type PageFor = AppContextInput['pageFor'];
type Extra = {
  body?: Buffer | undefined;
  pageFor?: PageFor | undefined;
  frame?: true;
  /**
   * Only a render answered to this client is stopped when it goes away. A Request that follows
   * a signal costs some 50 µs more to build (measured on Node 20), and a session read or a page
   * rendered for the cache (shared with others who wait) has nothing to stop.
   */
  abortable?: true;
};

/**
 * The client's address: X-Forwarded-For's first entry only behind a trusted proxy (TRUST_PROXY),
 * and only when it is an IP address: it is stored with a session and keys the rate limits, so
 * any other text (control characters among it) is never taken from the header.
 */
export function clientIp(req: IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = req.headers['x-forwarded-for'];
    const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
    if (first && isIP(first) !== 0) return first;
  }
  return req.socket.remoteAddress ?? 'unknown';
}

export function createRequestPreparer(options: {
  env: Env;
  database: DatabaseHandle;
  origins: OriginConfig;
}) {
  const { env, database, origins } = options;
  const contextFor = (ip: string, pageFor?: PageFor, frame?: true) =>
    createAppContext({
      db: database.db,
      env,
      cspNonce: createNonce(),
      clientIp: ip,
      pageFor,
      frame,
    });

  /** What React Router is given for `target`, as `req` asked for it (and with its body). */
  function prepare(req: IncomingMessage, target: string, extra: Extra = {}) {
    const controller = extra.abortable ? new AbortController() : undefined;
    const url = new URL(target, requestOrigin(req, origins));
    const request = toFetchRequest(req, url, controller?.signal, extra.body);
    const context = contextFor(clientIp(req, env.TRUST_PROXY), extra.pageFor, extra.frame);
    return { request, context, abort: () => controller?.abort() };
  }

  return { prepare, contextFor };
}
