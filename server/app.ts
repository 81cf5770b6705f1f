/**
 * The request handler of the one Node process: health check, static assets, the page cache,
 * then React Router for everything else. It keeps no state that matters between instances.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequestHandler, type AppLoadContext, type ServerBuild } from 'react-router';
import type { DatabaseHandle } from '../database/client';
import '../app/context';
import type { Env } from '../app/utils/env.server';
import type { SessionUser } from '../app/features/auth/session-user';
import type { MemberPageLookup, MemberPages } from '../app/utils/member-pages.server';
import type { ViewerTemplate } from '../app/utils/viewer-template.server';
import { sendFetchResponse, toFetchRequest } from './fetch-bridge';
import { createPageCache, hasSessionCookie, isCacheableRequest } from './page-cache';
import type { FastLookup } from './fast-path';
import { compressOnce, preferredEncoding } from './compression';
import { createMemberPageCache, type StoredMemberPage } from './member-page-cache';
import { sendPrepared, type PreparedResponse } from './prepared-response';
import { baseSecurityHeaders, contentSecurityPolicy, createNonce } from './security-headers';
import { answerDatabaseOutages, answeredDatabaseOutage } from './database-unavailable';

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
  // A request that failed for want of the database is answered 503 (database-unavailable.ts).
  const handleRequest = answerDatabaseOutages(createRequestHandler(options.build, mode));
  const useCache = mode === 'production';
  // Member pages answered from templates (app/utils/member-pages.server.ts), production only.
  const memberPages =
    useCache && typeof options.build !== 'function'
      ? (options.build.entry.module as { memberPages?: MemberPages }).memberPages
      : undefined;
  // Ten seconds: the pages say how long ago things were posted, to the minute.
  const memberPageCache = createMemberPageCache<ViewerTemplate>({
    refreshAfterMs: 10_000,
    maxSize: 32 * 1024 * 1024,
  });

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

  const pageHeaders = (cspNonce: string): Record<string, string> => ({
    ...baseHeaders,
    'Content-Security-Policy': contentSecurityPolicy([`'nonce-${cspNonce}'`], https),
  });

  async function render(req: IncomingMessage, res: ServerResponse, pathname: string) {
    const controller = new AbortController();
    res.on('close', () => controller.abort());
    const cspNonce = createNonce();
    const origin = `${https && env.TRUST_PROXY ? 'https' : 'http'}://${req.headers.host ?? 'localhost'}`;
    const request = toFetchRequest(req, origin, controller.signal);
    const context = contextFor(cspNonce, clientIp(req, env.TRUST_PROXY));

    const member =
      memberPages &&
      req.method === 'GET' &&
      hasSessionCookie(req.headers.cookie) &&
      memberPages.templated(pathname)
        ? await memberPages.lookup(request, context)
        : null;
    if (member) return renderMemberPage(req, res, request, context, member);

    const response = await handleRequest(request, context);
    const shareable = isCacheableRequest(req);
    if (useCache && shareable) {
      const stored = await pageCache.store(pathname, response, cspNonce);
      if (stored) return sendPrepared(req, res, stored);
    }
    const extra = pageHeaders(cspNonce);
    // A page rendered for one signed-in member must never be stored by a shared cache.
    if (!shareable && response.headers.get('cache-control')?.includes('public')) {
      extra['cache-control'] = 'private, no-store';
      response.headers.delete('cache-control');
    }
    await sendFetchResponse(req, res, response, extra);
  }

  /** A member page from its template, or rendered (and kept) when there is none yet. */
  async function renderMemberPage(
    req: IncomingMessage,
    res: ServerResponse,
    request: Request,
    context: AppLoadContext,
    member: MemberPageLookup,
  ) {
    const read = memberPageCache.read(member.key);
    const page = read.kind === 'hit' ? read.page : read.kind === 'wait' ? await read.page : null;
    if (page) return sendMemberPage(req, res, page, member.viewer, context.cspNonce);

    context.viewerTemplate = { viewer: member.viewer };
    let response: Response;
    try {
      response = await handleRequest(request, context);
    } catch (error) {
      if (read.kind === 'render') read.done(undefined);
      throw error;
    }
    const template = context.viewerTemplate.template;
    const keep = template && response.headers.getSetCookie().length === 0;
    if (read.kind === 'render') {
      read.done(
        keep ? { template, status: response.status, headers: [...response.headers] } : undefined,
      );
    }
    await sendFetchResponse(req, res, response, pageHeaders(context.cspNonce));
  }

  async function sendMemberPage(
    req: IncomingMessage,
    res: ServerResponse,
    page: StoredMemberPage<ViewerTemplate>,
    viewer: SessionUser,
    cspNonce: string,
  ) {
    const html = memberPages!.fill(page.template, viewer, cspNonce);
    const encoding = preferredEncoding(req.headers['accept-encoding']);
    const body = encoding === 'identity' ? html : await compressOnce(html, encoding);
    const headers: Record<string, string | number> = {
      ...Object.fromEntries(page.headers),
      ...pageHeaders(cspNonce),
      'content-length': body.length,
    };
    if (encoding !== 'identity') {
      headers['content-encoding'] = encoding;
      headers['vary'] = 'Accept-Encoding';
    }
    res.writeHead(page.status, headers);
    res.end(body);
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
        if (answeredDatabaseOutage(req, res, error, baseHeaders, https)) return;
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
