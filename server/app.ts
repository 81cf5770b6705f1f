/**
 * The request handler of the one Node process: an ordered list of small handlers, each of
 * which answers a request or passes it on (docs/architecture.md walks through it). It keeps
 * no state that matters between instances.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServerBuild } from 'react-router';
import type { DatabaseHandle } from '../database/client';
import type { Env } from '../app/utils/env.server';
import { createVersionReader, databaseVersions } from './content-versions';
import { answeredDatabaseOutage } from './database-unavailable';
import { toExchange, type Handler } from './exchange';
import type { HostHooks } from '../app/page-templates.server';
import { learnedPolicy, learnedVariants, type CachedPage } from './cached-page';
import { health } from './handlers/health';
import { createMemberPages } from './handlers/member-pages';
import { createRenderer } from './handlers/react-router';
import { createRequestChecks } from './handlers/request-checks';
import { createVisitorPages } from './handlers/visitor-pages';
import { PageCache } from './page-cache';
import { configuredOrigins } from './request-guard';
import { baseSecurityHeaders } from './security-headers';

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
  const versions = createVersionReader(databaseVersions(database.db), {
    soleWriter: database.kind === 'pglite',
  });
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
  const checks = createRequestChecks(origins, baseHeaders);
  const staticFiles: Handler = ({ req, res, pathname }) =>
    (req.method === 'GET' || req.method === 'HEAD') && options.serveStatic(req, res, pathname);

  // The way through the house, in order; the first handler that answers ends it.
  const handlers: Handler[] = [
    checks.checkHead, // a target naming another host, no Host, or behind a refusal: 400 / nothing
    ...(members ? [visitors.answerHit] : []), // a visitor's page from memory
    health(database, baseHeaders), // /healthz
    staticFiles, // build/client
    ...(members ? [visitors.renderMiss, members.answer] : []), // rendered once, then kept
    checks.checkPost, // origin, type and size of a post; its body read within the limit
    renderer.render, // React Router
  ];

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const exchange = toExchange(req, res);
    try {
      for (const handler of handlers) {
        // Awaited only when it is a promise: a cached page is answered in the same tick.
        const answered = handler(exchange);
        if (answered === true || (answered !== false && (await answered))) return;
      }
    } catch (error) {
      answerError(req, res, error, baseHeaders, https);
    }
  }

  return { handle, refuseBeforeBody: checks.refuseBeforeBody, pageCache, warm: visitors.warm };
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
  console.error('[server] request failed:', error);
  if (res.headersSent) return void res.destroy();
  res.writeHead(500, { ...baseHeaders, 'Content-Type': 'text/plain' });
  res.end('Internal Server Error');
}
