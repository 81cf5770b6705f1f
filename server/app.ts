/**
 * The request handler of the one Node process, in the order a request meets it:
 *   1. a request target that names another host: 400;
 *   2. a page in the page cache (anonymous GET/HEAD): answered from memory, nothing else runs;
 *   3. /healthz and the static files;
 *   4. a post: origin, type and size checked, then its body read within its limit;
 *   5. React Router, through the page cache (anonymous pages) or the member templates.
 * It keeps no state that matters between instances.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequestHandler, type AppLoadContext, type ServerBuild } from 'react-router';
import type { DatabaseHandle } from '../database/client';
import '../app/context';
import type { Env } from '../app/utils/env.server';
import type { MemberPages } from '../app/utils/member-pages.server';
import { createVersionReader, databaseVersions } from './content-versions';
import { sendFetchResponse, toFetchRequest } from './fetch-bridge';
import { createMemberPageRenderer } from './member-page-renderer';
import { createPageCache, isCacheableRequest, isCurrent, type CachedPage } from './page-cache';
import { sendPrepared } from './prepared-response';
import {
  bodyLimitFor,
  checkBodyHead,
  checkOrigin,
  configuredOrigins,
  isMutation,
  isOriginFormTarget,
  readBody,
  requestOrigin,
  type Refusal,
} from './request-guard';
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
  /** Bytes of pages the page cache may hold. */
  pageCacheBytes?: number;
}

function clientIp(req: IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = req.headers['x-forwarded-for'];
    const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
    if (first) return first;
  }
  return req.socket.remoteAddress ?? 'unknown';
}

const badTarget: Refusal = {
  status: 400,
  message: 'Bad Request: the request target must be a path on this site.',
};
const noHost: Refusal = { status: 400, message: 'Bad Request: the Host header is missing.' };

/** The refusal for a request line or head no route may see, or null. */
function refuseHead(req: IncomingMessage): Refusal | null {
  if (!isOriginFormTarget(req.url ?? '')) return badTarget;
  if (req.headers.host === undefined && req.httpVersion === '1.1') return noHost;
  return null;
}

/**
 * Connections we answered with a refusal: Node still parses requests pipelined behind it, and
 * none of them may run (such a request is how a hidden one gets smuggled in).
 */
const refusedConnections = new WeakSet<object>();
/** How long a refused post may go on sending a body we will not read (nginx: lingering_time). */
const lingerMs = 5_000;

export function createApp(options: AppOptions) {
  const { env, database, mode } = options;
  const https = env.SITE_URL.startsWith('https://');
  const baseHeaders = baseSecurityHeaders(https);
  const origins = configuredOrigins(env.SITE_URL);
  const originConfig = { siteUrl: env.SITE_URL, origins, trustProxy: env.TRUST_PROXY };
  const useCache = mode === 'production';
  const pageCache = createPageCache({
    https,
    baseHeaders,
    maxBytes: options.pageCacheBytes ?? 64 * 1024 * 1024,
  });
  const versions = createVersionReader(databaseVersions(database.db), {
    soleWriter: database.kind === 'pglite',
  });
  // A request that failed for want of the database is answered 503 (database-unavailable.ts).
  const handleRequest = answerDatabaseOutages(createRequestHandler(options.build, mode));
  const memberPages =
    useCache && typeof options.build !== 'function'
      ? (options.build.entry.module as { memberPages?: MemberPages }).memberPages
      : undefined;

  function refuse(req: IncomingMessage, res: ServerResponse, refusal: Refusal) {
    if (refusal.log) console.warn(`[server] ${refusal.log} on ${req.url?.split('?')[0]}`);
    if (req.socket) refusedConnections.add(req.socket);
    res.writeHead(refusal.status, {
      ...baseHeaders,
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Length': Buffer.byteLength(refusal.message),
      'Cache-Control': 'no-store',
      Connection: 'close',
    });
    if (req.complete) return void res.end(refusal.message);
    // The answer goes out now, but the connection closes only once the client has stopped
    // sending the body we will not read (dropped as it comes, so memory stays flat): closing on
    // unread bytes resets the connection, and the client could lose our answer. As nginx's
    // lingering close, for a few seconds at most.
    res.write(refusal.message);
    const linger = setTimeout(() => req.socket?.destroy(), lingerMs);
    const finish = () => {
      clearTimeout(linger);
      res.end();
    };
    req.removeAllListeners('data');
    req.on('end', finish).on('close', finish).resume();
  }

  /** Origin, type and declared size of a post: enough to refuse it before reading its body. */
  function refusePost(req: IncomingMessage, pathname: string): Refusal | null {
    const allowed = env.TRUST_PROXY
      ? new Set([...origins, requestOrigin(req, originConfig)])
      : origins;
    return checkOrigin(req, allowed) ?? checkBodyHead(req, bodyLimitFor(pathname));
  }

  async function health(res: ServerResponse) {
    let up = true;
    try {
      await Promise.race([
        database.ping(),
        new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 2000)),
      ]);
    } catch {
      up = false;
    }
    res.writeHead(up ? 200 : 503, {
      ...baseHeaders,
      'Content-Type': 'text/plain',
      'Cache-Control': 'no-store',
    });
    res.end(up ? 'ok' : 'database unavailable');
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

  /** The Fetch request React Router reads: its URL from configuration, its body already read. */
  function fetchRequest(req: IncomingMessage, target: string, body?: Buffer) {
    const controller = new AbortController();
    return {
      request: toFetchRequest(
        req,
        new URL(target, requestOrigin(req, originConfig)),
        controller.signal,
        body,
      ),
      abortOnClose: (res: ServerResponse) => res.on('close', () => controller.abort()),
    };
  }

  /** Renders with React Router and sends the answer as it is, never keeping it. */
  async function render(req: IncomingMessage, res: ServerResponse, target: string, body?: Buffer) {
    const { request, abortOnClose } = fetchRequest(req, target, body);
    abortOnClose(res);
    const context = contextFor(createNonce(), clientIp(req, env.TRUST_PROXY));
    if (member && req.method === 'GET' && (await member.handle(req, res, request, context))) return;
    const response = await handleRequest(request, context);
    // Before the answer leaves: the visitor's next request must see what this one changed.
    if (isMutation(req.method)) versions.written();
    await sendFetchResponse(req, res, response, pageHeaders(context.cspNonce), {
      shared: isCacheableRequest(req),
    });
  }

  const member = memberPages
    ? createMemberPageRenderer({ memberPages, handleRequest, pageHeaders })
    : undefined;

  /**
   * An anonymous GET that missed the cache: one render per path at a time; the others wait for
   * it and get the kept page. A page that cannot be kept (404, error) is sent to its own visitor;
   * those who waited for it render for themselves.
   */
  async function renderShared(req: IncomingMessage, res: ServerResponse, pathname: string) {
    let own: { response: Response; nonce: string } | undefined;
    const shared = pageCache.renderOnce(pathname, async () => {
      const before = await versions.current();
      const nonce = createNonce();
      const { request } = fetchRequest(req, pathname);
      const response = await handleRequest(
        request,
        contextFor(nonce, clientIp(req, env.TRUST_PROXY)),
      );
      const kept = await pageCache.store(pathname, response, nonce, before);
      if (!kept) own = { response, nonce };
      return kept;
    });
    let kept: CachedPage | undefined;
    try {
      kept = await shared.page;
    } catch (error) {
      if (shared.first) throw error;
    }
    if (kept) return sendPrepared(req, res, kept.response);
    if (own)
      return sendFetchResponse(req, res, own.response, pageHeaders(own.nonce), { shared: true });
    return render(req, res, pathname);
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    // Behind a refusal: never answered; the connection closes once the refusal is sent.
    if (refusedConnections.has(req.socket)) return;
    const headRefusal = refuseHead(req);
    if (headRefusal) return refuse(req, res, headRefusal);
    const target = req.url!;
    const queryStart = target.indexOf('?');
    const pathname = queryStart === -1 ? target : target.slice(0, queryStart);
    const search = queryStart === -1 ? '' : target.slice(queryStart + 1);

    const cached = useCache && isCacheableRequest(req) ? pageCache.lookup(pathname, search) : null;
    if (cached?.kind === 'hit') {
      const { page } = cached;
      if (page.depends.size === 0 || isCurrent(page, await versions.current())) {
        return sendPrepared(req, res, page.response);
      }
    }
    if (pathname === '/healthz') return health(res);
    if (
      (req.method === 'GET' || req.method === 'HEAD') &&
      (await options.serveStatic(req, res, pathname))
    ) {
      return;
    }
    if (cached && cached.kind !== 'bypass' && req.method === 'GET') {
      return renderShared(req, res, pathname);
    }
    if (!isMutation(req.method)) return render(req, res, target);

    const refusal = refusePost(req, pathname);
    if (refusal) return refuse(req, res, refusal);
    const body = await readBody(req, bodyLimitFor(pathname));
    if (!Buffer.isBuffer(body)) return refuse(req, res, body);
    return render(req, res, target, body);
  }

  return {
    async handle(req: IncomingMessage, res: ServerResponse) {
      try {
        await handle(req, res);
      } catch (error) {
        // The visitor went away mid-response (closed tab, aborted fetch): nothing to report.
        const code = (error as NodeJS.ErrnoException).code;
        if (
          (error as Error).name === 'AbortError' ||
          code === 'ERR_STREAM_PREMATURE_CLOSE' ||
          code === 'ECONNRESET'
        ) {
          return;
        }
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

    /** Answers `Expect: 100-continue` posts that would be refused before their body is sent. */
    refuseBeforeBody(req: IncomingMessage, res: ServerResponse): boolean {
      const refusal =
        refuseHead(req) ??
        (isMutation(req.method) ? refusePost(req, req.url!.split('?')[0]!) : null);
      if (!refusal) return false;
      refuse(req, res, refusal);
      return true;
    },

    pageCache,

    /** Renders public pages into the page cache in-process, so each worker starts warm. */
    async warm(paths: readonly string[], isStopping: () => boolean) {
      for (const path of paths) {
        if (isStopping()) return;
        const nonce = createNonce();
        try {
          const before = await versions.current();
          const response = await handleRequest(
            new Request(new URL(path, env.SITE_URL)),
            contextFor(nonce, '127.0.0.1'),
          );
          if (!(await pageCache.store(path, response, nonce, before)))
            await response.body?.cancel();
        } catch (error) {
          console.error(`[server] could not prerender ${path}:`, (error as Error).message);
        }
      }
    },
  };
}
