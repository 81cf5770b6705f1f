/**
 * Member pages answered from templates (app/utils/member-pages.server.ts, decision 0007): a
 * signed-in GET of a templated page is rendered once per content version and member shape,
 * then filled in for each member who asks.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AppLoadContext } from 'react-router';
import type { SessionUser } from '../app/features/auth/session-user';
import type { MemberPages } from '../app/utils/member-pages.server';
import type { ViewerTemplate } from '../app/utils/viewer-template.server';
import { compressOnce, preferredEncoding } from './compression';
import { sendFetchResponse } from './fetch-bridge';
import { createMemberPageCache, type StoredMemberPage } from './member-page-cache';
import { hasSessionCookie } from './exchange';

export function createMemberPageRenderer(options: {
  memberPages: MemberPages;
  handleRequest: (request: Request, context: AppLoadContext) => Promise<Response>;
  pageHeaders: (cspNonce: string) => Record<string, string>;
}) {
  const { memberPages, handleRequest, pageHeaders } = options;
  // Ten seconds: the pages say how long ago things were posted, to the minute.
  const cache = createMemberPageCache<ViewerTemplate>({
    refreshAfterMs: 10_000,
    maxSize: 32 * 1024 * 1024,
  });

  async function send(
    req: IncomingMessage,
    res: ServerResponse,
    page: StoredMemberPage<ViewerTemplate>,
    viewer: SessionUser,
    cspNonce: string,
  ) {
    const html = memberPages.fill(page.template, viewer, cspNonce);
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

  return {
    /** Answers a member page from its template (rendering it when there is none); false if not one. */
    async handle(
      req: IncomingMessage,
      res: ServerResponse,
      request: Request,
      context: AppLoadContext,
    ): Promise<boolean> {
      const pathname = new URL(request.url).pathname;
      if (!hasSessionCookie(req.headers.cookie) || !memberPages.templated(pathname)) return false;
      const member = await memberPages.lookup(request, context);
      if (!member) return false;

      const read = cache.read(member.key);
      const page = read.kind === 'hit' ? read.page : read.kind === 'wait' ? await read.page : null;
      if (page) {
        await send(req, res, page, member.viewer, context.cspNonce);
        return true;
      }
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
      await sendFetchResponse(req, res, response, pageHeaders(context.cspNonce), { shared: false });
      return true;
    },
  };
}
