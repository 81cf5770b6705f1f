/**
 * The checks before any route runs (server/request-guard.ts has the rules): a request head no
 * route may see, and a post that is foreign, of another type or too large. A refused request is
 * answered here, and nothing else on its connection runs afterwards.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isRefusedConnection, refuse } from '../refusal';
import { refuseTargetText } from '../target-text';
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
 * A request line or head no route may see (Node answers what it cannot parse itself): among
 * them a target whose path or query is not text (server/target-text.ts).
 */
function refuseHead(req: IncomingMessage): Refusal | null {
  if (!isOriginFormTarget(req.url ?? '')) return badTarget;
  if (req.headers.host === undefined && req.httpVersion === '1.1') return noHost;
  return refuseTargetText(req.url ?? '/');
}

/** Origin, type and declared size of a post: enough to refuse it before reading its body. */
function refusePost(origins: OriginConfig, req: IncomingMessage, pathname: string): Refusal | null {
  const allowed = origins.trustProxy
    ? new Set([...origins.origins, requestOrigin(req, origins)])
    : origins.origins;
  return checkOrigin(req, allowed) ?? checkBodyHead(req, bodyLimitFor(pathname));
}

/** Runs `run` as part of `req`'s handling, so its log lines carry the request's id. */
export type RequestScope = <T>(req: IncomingMessage, run: () => T) => T;
const noScope: RequestScope = (_req, run) => run();

export function createRequestChecks(
  origins: OriginConfig,
  baseHeaders: Record<string, string>,
  scope: RequestScope = noScope,
) {
  const refused = ({ req, res }: Exchange, refusal: Refusal | null) => {
    if (refusal) scope(req, () => refuse(baseHeaders, req, res, refusal));
    return refusal !== null;
  };

  return {
    /** First of all: behind a refusal, never answered (the connection closes after it). */
    checkHead: ((exchange) =>
      isRefusedConnection(exchange.req) ||
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
      if (refusal) scope(req, () => refuse(baseHeaders, req, res, refusal));
      return refusal !== null;
    },
  };
}
