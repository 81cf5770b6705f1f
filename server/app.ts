/**
 * The request handler of the one Node process: health check, static assets, the page cache,
 * then React Router for everything else. It keeps no state that matters between instances.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequestHandler, type AppLoadContext, type ServerBuild } from 'react-router';
import type { DatabaseHandle } from '../database/client';
import '../app/context';
import type { Env } from '../app/utils/env.server';
import { sendFetchResponse, toFetchRequest } from './fetch-bridge';
import { createPageCache, hasSessionCookie, isCacheableRequest } from './page-cache';
import type { FastLookup } from './fast-path';
import { sendPrepared, type PreparedResponse } from './prepared-response';
import { baseSecurityHeaders, contentSecurityPolicy, createNonce } from './security-headers';

export interface AppOptions {
  env: Env;
  database: DatabaseHandle;
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: 'production' | 'development';
  /** Serves build/client (production) or Vite's middleware (development). */
  serveStatic: (
    req: IncomingMessage,
    res: ServerResponse,
    pathname: string,
  ) => boolean | Promise<boolean>;
  /** In production, the in-memory static files, also offered to the fast path. */
  lookupStatic?: (pathname: string) => PreparedResponse | undefined;
}

function clientIp(req: IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = req.headers['x-forwarded-for'];
    const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
    if (first) return first;
  }
  return req.socket.remoteAddress ?? 'unknown';
}

export function createApp(options: AppOptions) {
  const { env, database, mode } = options;
  const https = env.SITE_URL.startsWith('https://');
  const baseHeaders = baseSecurityHeaders(https);
  const pageCache = createPageCache({ https, baseHeaders });
  const handleRequest = createRequestHandler(options.build, mode);
  const useCache = mode === 'production';

  async function health(res: ServerResponse) {
    try {
      await Promise.race([
        database.ping(),
        new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 2000)),
      ]);
      res.writeHead(200, {
        ...baseHeaders,
        'Content-Type': 'text/plain',
        'Cache-Control': 'no-store',
      });
      res.end('ok');
    } catch {
      res.writeHead(503, {
        ...baseHeaders,
        'Content-Type': 'text/plain',
        'Cache-Control': 'no-store',
      });
      res.end('database unavailable');
    }
  }

  const contextFor = (cspNonce: string, ip: string): AppLoadContext => ({
    db: database.db,
    env,
    cspNonce,
    clientIp: ip,
  });

  async function render(req: IncomingMessage, res: ServerResponse, pathname: string) {
    const controller = new AbortController();
    res.on('close', () => controller.abort());
    const cspNonce = createNonce();
    const origin = `${https && env.TRUST_PROXY ? 'https' : 'http'}://${req.headers.host ?? 'localhost'}`;
    const request = toFetchRequest(req, origin, controller.signal);
    const response = await handleRequest(
      request,
      contextFor(cspNonce, clientIp(req, env.TRUST_PROXY)),
    );
    const shareable = isCacheableRequest(req);
    if (useCache && shareable) {
      const stored = await pageCache.store(pathname, response, cspNonce);
      if (stored) return sendPrepared(req, res, stored);
    }
    const extra: Record<string, string> = {
      ...baseHeaders,
      'Content-Security-Policy': contentSecurityPolicy([`'nonce-${cspNonce}'`], https),
    };
    // A page rendered for one signed-in member must never be stored by a shared cache.
    if (!shareable && response.headers.get('cache-control')?.includes('public')) {
      extra['cache-control'] = 'private, no-store';
      response.headers.delete('cache-control');
    }
    await sendFetchResponse(req, res, response, extra);
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = req.url ?? '/';
    const queryStart = url.indexOf('?');
    const pathname = queryStart === -1 ? url : url.slice(0, queryStart);
    if (useCache && isCacheableRequest(req) && pageCache.tryServe(req, res, pathname)) return;
    if (pathname === '/healthz') return health(res);
    if (
      (req.method === 'GET' || req.method === 'HEAD') &&
      (await options.serveStatic(req, res, pathname))
    ) {
      return;
    }
    await render(req, res, pathname);
  }

  return {
    async handle(req: IncomingMessage, res: ServerResponse) {
      try {
        await handle(req, res);
      } catch (error) {
        // The visitor went away mid-response (closed tab, aborted fetch): nothing to report.
        const code = (error as NodeJS.ErrnoException).code;
        if ((error as Error).name === 'AbortError' || code === 'ERR_STREAM_PREMATURE_CLOSE') return;
        console.error('[server] request failed:', error);
        if (!res.headersSent) {
          res.writeHead(500, { ...baseHeaders, 'Content-Type': 'text/plain' });
          res.end('Internal Server Error');
        } else {
          res.destroy();
        }
      }
    },
    pageCache,
    /** Renders public pages into the page cache in-process, so each worker starts warm. */
    async warm(paths: readonly string[], isStopping: () => boolean) {
      for (const path of paths) {
        if (isStopping()) return;
        const nonce = createNonce();
        try {
          const response = await handleRequest(
            new Request(`http://localhost${path}`),
            contextFor(nonce, '127.0.0.1'),
          );
          if (!(await pageCache.store(path, response, nonce))) await response.body?.cancel();
        } catch (error) {
          console.error(`[server] could not prerender ${path}:`, (error as Error).message);
        }
      }
    },
    /** What the fast path may answer without the http server: cached pages and static files. */
    fastLookup: ((pathname, signedIn) =>
      (signedIn ? undefined : pageCache.lookup(pathname)) ??
      options.lookupStatic?.(pathname)) satisfies FastLookup,
    hasSessionCookie,
  };
}
