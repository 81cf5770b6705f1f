/**
 * React Router behind the host: the request and context it is given (server/app-request.ts) and
 * the answer sent back. The last handler: every request that reaches it is rendered.
 */
import type { IncomingMessage } from 'node:http';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { DatabaseHandle } from '../../database/client';
import { createRequestPreparer, type PageFor } from '../app-request';
import type { HostHooks } from '../../app/host-hooks.server';
import type { PageTemplate } from '../../app/page-templates.server';
import type { Env } from '../../app/utils/env.server';
import type { createVersionReader } from '../content-versions';
import { answerDatabaseOutages } from '../database-unavailable';
import { isAnonymousRead, type Handler } from '../exchange';
import { sendFetchResponse, type PageResponse } from '../fetch-bridge';
import { isMutation, type OriginConfig } from '../request-guard';
import { createPageFrames } from '../page-frames';
import { contentSecurityPolicy } from '../security-headers';

/**
 * A page rendered for the cache. From a frame: `html`, its text, so nobody reads the body back;
 * for a member, `template`, their member template made without the text.
 */
type Rendered = Promise<{
  response: PageResponse;
  nonce: string;
  html?: string;
  template?: PageTemplate;
}>;

export function createRenderer(options: {
  env: Env;
  database: DatabaseHandle;
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: 'production' | 'development';
  origins: OriginConfig;
  baseHeaders: Record<string, string>;
  versions: ReturnType<typeof createVersionReader>;
  hooks?: HostHooks;
  /** Told of every page rendered for a GET: the page cache learns how members may share it. */
  onPage?: (pathname: string, response: Response) => void;
}) {
  const { env, database, origins, baseHeaders, versions, hooks } = options;
  const https = env.SITE_URL.startsWith('https://');
  // A request that failed for want of the database is answered 503 (database-unavailable.ts).
  const handleRequest = answerDatabaseOutages(createRequestHandler(options.build, options.mode));
  const { prepare, contextFor } = createRequestPreparer({ env, database, origins });
  const frames = hooks && createPageFrames({ hooks, prepare, handleRequest });
  const pageHeaders = (cspNonce: string): Record<string, string> => ({
    ...baseHeaders,
    'Content-Security-Policy': contentSecurityPolicy([`'nonce-${cspNonce}'`], https),
  });

  const render: Handler = async ({ req, res, target, pathname, body }) => {
    const { request, context, abort } = prepare(req, target, { body, abortable: true });
    res.on('close', abort);
    const response = await handleRequest(request, context);
    // Before the answer leaves: the visitor's next request must see what this one changed.
    if (isMutation(req.method)) versions.written();
    else if (req.method === 'GET') options.onPage?.(pathname, response);
    await sendFetchResponse(req, res, response, pageHeaders(context.cspNonce), {
      shared: isAnonymousRead(req),
    });
    return true;
  };

  return {
    render,
    pageHeaders,
    /** The member this request's session cookie names, or null (app/host-hooks.server.ts). */
    async viewer(req: IncomingMessage) {
      if (!hooks) return null;
      const { request, context } = prepare(req, req.url ?? '/');
      return hooks.viewer(request, context);
    },
    /** A page for the page cache (with its query, if kept per query), from its frame if any. */
    async renderPage(req: IncomingMessage | null, pathname: string, pageFor?: PageFor): Rendered {
      const framed = req && (await frames?.framedPage(req, pathname, pageFor));
      if (framed) return framed;
      const { request, context } = req
        ? prepare(req, pathname, { pageFor })
        : {
            request: new Request(new URL(pathname, env.SITE_URL)),
            context: contextFor('127.0.0.1'),
          };
      return { response: await handleRequest(request, context), nonce: context.cspNonce };
    },
  };
}
