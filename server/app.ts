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
import { createCachedPages } from './handlers/cached-pages';
import { health } from './handlers/health';
import { createRenderer } from './handlers/react-router';
import { createRequestChecks } from './handlers/request-checks';
import { createPageCache } from './page-cache';
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
  const pageCache = createPageCache({
    https,
    baseHeaders,
    maxBytes: options.pageCacheBytes ?? 64 * 1024 * 1024,
  });
  const versions = createVersionReader(databaseVersions(database.db), {
    soleWriter: database.kind === 'pglite',
  });
  const renderer = createRenderer({ ...options, origins, baseHeaders, versions });
  const cachedPages = createCachedPages({ pageCache, versions, renderer });
  const checks = createRequestChecks(origins, baseHeaders);
  const cache = options.mode === 'production';
  const staticFiles: Handler = ({ req, res, pathname }) =>
    (req.method === 'GET' || req.method === 'HEAD') && options.serveStatic(req, res, pathname);

  // The way through the house, in order; the first handler that answers ends it.
  const handlers: Handler[] = [
    checks.checkHead, // a target naming another host, no Host, or behind a refusal: 400 / nothing
    ...(cache ? [cachedPages.answerHit] : []), // an anonymous page from memory
    health(database, baseHeaders), // /healthz
    staticFiles, // build/client
    ...(cache ? [cachedPages.renderMiss] : []), // an anonymous page rendered once, then kept
    checks.checkPost, // origin, type and size of a post; its body read within the limit
    renderer.render, // React Router (a member page from its template)
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

  return { handle, refuseBeforeBody: checks.refuseBeforeBody, pageCache, warm: cachedPages.warm };
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
