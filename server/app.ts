/**
 * The request handler of the one Node process: an ordered list of small handlers, each of
 * which answers a request or passes it on (docs/architecture.md walks through it). It keeps
 * no state that matters between instances.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServerBuild } from 'react-router';
import type { DatabaseHandle } from '../database/client';
import type { Env } from '../app/utils/env.server';
import { createApiRateLimit } from './api-rate-limit';
import { versionReaderFor } from './content-versions';
import { answeredDatabaseOutage } from './database-unavailable';
import { toExchange, type Exchange, type Handler } from './exchange';
import type { HostHooks } from '../app/host-hooks.server';
import { learnedPolicy, learnedVariants, type CachedPage } from './cached-page';
import { createApiRequests } from './handlers/api-requests';
import { health } from './handlers/health';
import { createMemberPages } from './handlers/member-pages';
import { createRenderer } from './handlers/react-router';
import { createRequestChecks, type RequestScope } from './handlers/request-checks';
import { createVisitorPages } from './handlers/visitor-pages';
import { PageCache } from './page-cache';
import { configuredOrigins } from './request-guard';
import { baseSecurityHeaders } from './security-headers';
import { describeError } from '../app/utils/error-line.server';

export interface AppOptions {
  env: Env;
  database: DatabaseHandle;
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: 'production' | 'development';
  /** Static files: build/client from memory (production) or Vite's middleware (development). */
  serveStatic: (
    req: IncomingMessage,
    res: ServerResponse,
    pathname: string,
  ) => boolean | Promise<boolean>;
  /** The app's hooks (host-hooks.ts); without them (development) there is no page cache. */
  hooks?: HostHooks;
  /** Bytes of pages the page cache may hold. */
  pageCacheBytes?: number;
  /** Gives log lines the request's id (server/log.ts); answers from memory run outside it. */
  requestScope?: RequestScope;
}

/** Runs `handlers` in order until one answers; in the same tick while none returns a promise. */
function answerWith(handlers: Handler[], exchange: Exchange, from = 0): boolean | Promise<boolean> {
  for (let i = from; i < handlers.length; i++) {
    const answered = handlers[i]!(exchange);
    if (answered === true) return true;
    if (answered !== false)
      return answered.then((yes) => yes || answerWith(handlers, exchange, i + 1));
  }
  return false;
}

export function createApp(options: AppOptions) {
  const { env, database } = options;
  const https = env.SITE_URL.startsWith('https://');
  const baseHeaders = baseSecurityHeaders(https);
  const origins = {
    siteUrl: env.SITE_URL,
    origins: configuredOrigins(env.SITE_URL),
    trustProxy: env.TRUST_PROXY,
  };
  const pageCache = new PageCache<CachedPage>(options.pageCacheBytes ?? 64 * 1024 * 1024);
  const versions = versionReaderFor(database);
  const renderer = createRenderer({
    ...options,
    origins,
    baseHeaders,
    versions,
    onPage: (pathname, response) =>
      pageCache.learn(pathname, learnedPolicy(response), learnedVariants(response)),
  });
  const parts = { pageCache, versions, renderer, https, baseHeaders };
  const visitors = createVisitorPages(parts);
  const hooks = options.mode === 'production' ? options.hooks : undefined;
  const members = hooks && createMemberPages({ ...parts, hooks, ...visitors });
  const scope = options.requestScope ?? ((_req, run) => run());
  const checks = createRequestChecks(origins, baseHeaders, scope);
  // The open data API's limit per client IP: counted in the database before each answer.
  const apiLimit = createApiRateLimit(database.db, {
    limit: env.API_RATE_LIMIT,
    windowSeconds: 60,
  });
  const api = createApiRequests({ limiter: apiLimit, trustProxy: env.TRUST_PROXY, baseHeaders });
  const staticFiles: Handler = ({ req, res, pathname }) =>
    (req.method === 'GET' || req.method === 'HEAD') && options.serveStatic(req, res, pathname);

  // The way through the house, in order; the first handler that answers ends it. First what is
  // answered from memory, in the same tick and outside the request scope (AsyncLocalStorage
  // slows every promise while it runs, and these log nothing of their own)...
  const fromMemory: Handler[] = [
    checks.checkHead, // a target naming another host, no Host, or behind a refusal: 400 / nothing
    api, // /api/: the client's rate limit (429, one upsert), and 405 for a method but GET or HEAD
    ...(members ? [visitors.answerHit] : []), // a visitor's page from memory
    staticFiles, // build/client
  ];
  // ...then the rest, inside it.
  const scoped: Handler[] = [
    health(database, baseHeaders), // /healthz
    ...(members ? [visitors.renderMiss, members.answer] : []), // rendered once, then kept
    checks.checkPost, // origin, type and size of a post; its body read within the limit
    renderer.render, // React Router
  ];

  const handle = handlerOf(fromMemory, scoped, scope, (req, res, error) =>
    answerError(req, res, error, baseHeaders, https),
  );

  return { handle, refuseBeforeBody: checks.refuseBeforeBody, pageCache, warm: visitors.warm };
}

/**
 * The request handler: `fromMemory` first, in the same tick; then `scoped` inside the request
 * scope; `failed` answers what threw.
 */
function handlerOf(
  fromMemory: Handler[],
  scoped: Handler[],
  scope: RequestScope,
  failed: (req: IncomingMessage, res: ServerResponse, error: unknown) => void,
) {
  return (req: IncomingMessage, res: ServerResponse): Promise<void> | undefined => {
    const exchange = toExchange(req, res);
    const goOn = () =>
      scope(req, async () => {
        try {
          await answerWith(scoped, exchange);
        } catch (error) {
          failed(req, res, error);
        }
      });
    try {
      const answered = answerWith(fromMemory, exchange);
      if (answered === true) return;
      if (answered === false) return goOn();
      return answered.then(
        (yes) => (yes ? undefined : goOn()),
        (error: unknown) => failed(req, res, error),
      );
    } catch (error) {
      failed(req, res, error);
    }
  };
}

function answerError(
  req: IncomingMessage,
  res: ServerResponse,
  error: unknown,
  baseHeaders: Record<string, string>,
  https: boolean,
) {
  // The visitor went away mid-response (closed tab, aborted fetch): nothing to report.
  const code = (error as NodeJS.ErrnoException).code;
  const gone = code === 'ERR_STREAM_PREMATURE_CLOSE' || code === 'ECONNRESET';
  if ((error as Error).name === 'AbortError' || gone) return;
  if (answeredDatabaseOutage(req, res, error, baseHeaders, https)) return;
  console.error('[server] request failed:', describeError(error));
  if (res.headersSent) return void res.destroy();
  res.writeHead(500, { ...baseHeaders, 'Content-Type': 'text/plain' });
  res.end('Internal Server Error');
}
