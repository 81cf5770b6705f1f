/**
 * React Router behind the host: the Fetch request it reads (its URL from configuration, its body
 * already read and checked), the context its loaders get, and the answer sent back. The last
 * handler: every request that reaches it is rendered.
 */
import type { IncomingMessage } from 'node:http';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { DatabaseHandle } from '../../database/client';
import { createAppContext } from '../../app/context';
import type { Env } from '../../app/utils/env.server';
import type { MemberPages } from '../../app/utils/member-pages.server';
import type { createVersionReader } from '../content-versions';
import { answerDatabaseOutages } from '../database-unavailable';
import { isAnonymousRead, type Handler } from '../exchange';
import { sendFetchResponse, toFetchRequest } from '../fetch-bridge';
import { createMemberPageRenderer } from '../member-page-renderer';
import { isMutation, requestOrigin, type OriginConfig } from '../request-guard';
import { contentSecurityPolicy, createNonce } from '../security-headers';

function clientIp(req: IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = req.headers['x-forwarded-for'];
    const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
    if (first) return first;
  }
  return req.socket.remoteAddress ?? 'unknown';
}

export function createRenderer(options: {
  env: Env;
  database: DatabaseHandle;
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: 'production' | 'development';
  origins: OriginConfig;
  baseHeaders: Record<string, string>;
  versions: ReturnType<typeof createVersionReader>;
}) {
  const { env, database, origins, baseHeaders, versions } = options;
  const https = env.SITE_URL.startsWith('https://');
  // A request that failed for want of the database is answered 503 (database-unavailable.ts).
  const handleRequest = answerDatabaseOutages(createRequestHandler(options.build, options.mode));
  const memberPages =
    options.mode === 'production' && typeof options.build !== 'function'
      ? (options.build.entry.module as { memberPages?: MemberPages }).memberPages
      : undefined;

  const contextFor = (cspNonce: string, clientIp: string) =>
    createAppContext({ db: database.db, env, cspNonce, clientIp });
  const pageHeaders = (cspNonce: string): Record<string, string> => ({
    ...baseHeaders,
    'Content-Security-Policy': contentSecurityPolicy([`'nonce-${cspNonce}'`], https),
  });
  const member = memberPages
    ? createMemberPageRenderer({ memberPages, handleRequest, pageHeaders })
    : undefined;

  /** What React Router is given for `target`, as `req` asked for it (and with its body). */
  function prepare(req: IncomingMessage, target: string, body?: Buffer) {
    const controller = new AbortController();
    const url = new URL(target, requestOrigin(req, origins));
    const request = toFetchRequest(req, url, controller.signal, body);
    const context = contextFor(createNonce(), clientIp(req, env.TRUST_PROXY));
    return { request, context, abort: () => controller.abort() };
  }

  const render: Handler = async ({ req, res, target, body }) => {
    const { request, context, abort } = prepare(req, target, body);
    res.on('close', abort);
    if (member && req.method === 'GET' && (await member.handle(req, res, request, context))) {
      return true;
    }
    const response = await handleRequest(request, context);
    // Before the answer leaves: the visitor's next request must see what this one changed.
    if (isMutation(req.method)) versions.written();
    await sendFetchResponse(req, res, response, pageHeaders(context.cspNonce), {
      shared: isAnonymousRead(req),
    });
    return true;
  };

  return {
    render,
    pageHeaders,
    /** The anonymous page at `pathname`, rendered for the page cache (no query, no body). */
    async renderPage(req: IncomingMessage | null, pathname: string) {
      const nonce = createNonce();
      const request = req
        ? prepare(req, pathname).request
        : new Request(new URL(pathname, env.SITE_URL));
      const ip = req ? clientIp(req, env.TRUST_PROXY) : '127.0.0.1';
      return { response: await handleRequest(request, contextFor(nonce, ip)), nonce };
    },
  };
}
