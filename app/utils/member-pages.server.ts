/**
 * Member pages the host may answer from a template (server/member-page-cache.ts): pages whose
 * content is the same for every member of one shape (viewer-template.server.ts) and changes only
 * with the community's content version. The host reaches these through the server build
 * (entry.server.tsx exports them), so it needs no copy of the session or database code.
 */
import type { AppLoadContext } from 'react-router';
import { getOptionalUser, type SessionUser } from '~/features/auth/session.server';
import { isEntityId } from '~/features/community/community-schema';
import { communityVersion } from '~/features/community/community-version.server';
import { fillTemplate, viewerShape } from './viewer-template.server';

const discussionPath = '/community/discussion/';

export interface MemberPageLookup {
  viewer: SessionUser;
  /** The content version, the member's shape and the URL: equal keys, equal templates. */
  key: string;
}

export const memberPages = {
  /** True for the document paths (never `.data`) whose pages are templated. */
  templated: (pathname: string) =>
    pathname === '/community/discussions' ||
    (pathname.startsWith(discussionPath) && isEntityId(pathname.slice(discussionPath.length))),

  /** The signed-in member and the template key, or null for a visitor. */
  async lookup(request: Request, context: AppLoadContext): Promise<MemberPageLookup | null> {
    const [viewer, version] = await Promise.all([
      getOptionalUser(request, context),
      communityVersion(context.db),
    ]);
    if (!viewer) return null;
    const url = new URL(request.url);
    return { viewer, key: `${version} ${viewerShape(viewer)} ${url.pathname}${url.search}` };
  },

  fill: fillTemplate,
};

export type MemberPages = typeof memberPages;
