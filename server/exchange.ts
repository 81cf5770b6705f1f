/**
 * One request on its way through the host (server/app.ts): a list of handlers, each of which
 * answers it (and returns true) or passes it on.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface Exchange {
  req: IncomingMessage;
  res: ServerResponse;
  /** The request target as sent: a path and, after '?', its query (checked: never a host). */
  target: string;
  pathname: string;
  /** The query without its '?', or ''. */
  search: string;
  /** A post's body, read and checked by the post guard. */
  body?: Buffer;
}

export type Handler = (exchange: Exchange) => boolean | Promise<boolean>;

export function toExchange(req: IncomingMessage, res: ServerResponse): Exchange {
  const target = req.url ?? '/';
  const queryStart = target.indexOf('?');
  return {
    req,
    res,
    target,
    pathname: queryStart === -1 ? target : target.slice(0, queryStart),
    search: queryStart === -1 ? '' : target.slice(queryStart + 1),
  };
}

/** An anonymous GET or HEAD: what the page cache may answer. */
export const isAnonymousRead = (req: IncomingMessage) =>
  (req.method === 'GET' || req.method === 'HEAD') && !hasSessionCookie(req.headers.cookie);

/** Signed-in visitors get their own header rendered by the server (better-auth's cookie). */
export const hasSessionCookie = (cookie: string | undefined) =>
  cookie !== undefined && cookie.includes('session_token');
