import { Pin } from 'lucide-react';
import { BackToDiscussions } from '~/features/community/back-to-discussions';
import { useEffect, useRef } from 'react';
import { isRouteErrorResponse, Link, useFetcher, useNavigation, useRouteError } from 'react-router';
import type { Route } from './+types/discussion-detail';
import { ActionNotice } from '~/components/ui/action-notice';
import { buttonClasses } from '~/components/ui/button-link';
import { useToast } from '~/components/ui/toast';
import { requireUser } from '~/features/auth/session.server';
import { DiscussionMeta } from '~/features/community/discussion-meta';
import {
  discussionAction,
  discussionsListRedirect,
} from '~/features/community/community-actions.server';
import { isEntityId } from '~/features/community/community-schema';
import { CommentSection } from '~/features/community/comment-section';
import { commentPageStart, listCommentPage } from '~/features/community/comment-pages.server';
import { getVisibleDiscussion } from '~/features/community/discussions.server';
import { DiscussionBody } from '~/features/community/discussion-body';
import { discussionToastFor, pinToast } from '~/features/community/discussion-toasts';
import { withActionHeaders } from '~/utils/action-headers.server';
import { memberPageCache } from '~/utils/http-cache';
import { pageQuery } from '~/utils/page-query.server';
import { pageMeta } from '~/utils/meta';
import { loadOrFallback } from '~/utils/load-or-fallback.server';

// Kept ten seconds at most (it says how long ago things were posted); the per-member comment
// limit answers 429 with a Retry-After.
// ?comments= is the cursor of a later page of comments; ?comment= opens the page holding one;
// ?replyTo=, ?edit=, ?flag= and ?remove= open one post's form, for a browser without JavaScript.
const pageCache = {
  query: ['replyTo', 'edit', 'comments', 'comment', 'flag', 'remove'],
  depends: ['community'],
} as const;
export const headers = withActionHeaders(memberPageCache(10, pageCache));

// Shared by members of one shape (decision 0011): loaders see a stand-in, which owns no post
// (ownRowsId), so every post offers Flag. A member with posts to see differently (awaiting approval, hidden,
// or within the edit window: Edit and Remove) gets it rendered for them alone (decision 0015);
// older posts are removed from "My posts".
const noComments = { threads: [], nextCursor: null, startsLater: false };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  // A malformed id never reaches PostgreSQL; missing, pending and rejected look alike.
  if (!isEntityId(params.id)) throw discussionsListRedirect();
  const id = params.id;
  const search = pageQuery(request, context, pageCache);
  const start = commentPageStart(search);
  // Spec: a discussion that is not found, or fails to load, sends the member back to the list.
  const loaded = await loadOrFallback(
    'discussion',
    () =>
      Promise.all([
        getVisibleDiscussion(context.db, id, user),
        listCommentPage(context.db, id, user, start),
      ]),
    [null, noComments] as const,
  );
  const [discussion, comments] = loaded;
  if (!discussion) throw discussionsListRedirect();
  const [replyTo, editing] = [search.get('replyTo'), search.get('edit')];
  return {
    discussion,
    comments,
    replyTo: isEntityId(replyTo) ? replyTo : null,
    editing: isEntityId(editing) ? editing : null,
    isAdmin: user.isAdmin,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  if (!isEntityId(params.id)) {
    await requireUser(request, context); // Visitors go to sign in first, members to the list.
    throw discussionsListRedirect();
  }
  return discussionAction(request, context, params.id);
}

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) =>
  pageMeta(matches, {
    title: loaderData?.discussion.title || 'Discussion',
    description: 'A moderated community discussion about peptide research.',
    path: `/community/discussion/${params.id}`,
    noindex: true,
    type: 'article',
  });

function PinToggle({ discussionId, pinned }: { discussionId: string; pinned: boolean }) {
  const fetcher = useFetcher<{ ok?: boolean; pinned?: boolean; message?: string }>();
  const show = useToast();
  const toasted = useRef<unknown>(undefined);
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  useEffect(() => {
    if (!result || toasted.current === result) return;
    toasted.current = result;
    show(pinToast(result));
  }, [result, show]);
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="pin" />
      <input type="hidden" name="discussionId" value={discussionId} />
      <input type="hidden" name="pinned" value={pinned ? 'false' : 'true'} />
      <button type="submit" className={buttonClasses.secondary} disabled={fetcher.state !== 'idle'}>
        <Pin aria-hidden="true" className="size-4" />
        {pinned ? 'Unpin discussion' : 'Pin discussion'}
      </button>
    </fetcher.Form>
  );
}

export default function DiscussionDetailPage({ loaderData }: Route.ComponentProps) {
  const { discussion, comments, replyTo, editing, isAdmin } = loaderData;
  const navigation = useNavigation();
  const loadingOther =
    navigation.state === 'loading' &&
    navigation.location.pathname.startsWith('/community/discussion/') &&
    !navigation.location.pathname.endsWith(discussion.id);

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <BackToDiscussions />
      <ActionNotice toastFor={discussionToastFor} className="mt-4" />

      <article className="mt-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <DiscussionMeta discussion={discussion} />
        <DiscussionBody discussion={discussion} editing={editing === discussion.id} />
        {isAdmin && !discussion.post.removed ? (
          <div className="mt-6 border-t border-slate-200 pt-4">
            <PinToggle discussionId={discussion.id} pinned={discussion.isPinned} />
          </div>
        ) : null}
      </article>

      <CommentSection
        key={discussion.id}
        page={comments}
        signedIn
        initialReplyTo={replyTo}
        editing={editing}
        loading={loadingOther}
      />
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  // Only a missing discussion has its own screen; anything else goes to the site's boundary.
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-2xl font-bold text-slate-900">Discussion not found</h1>
      <p className="mt-2 text-slate-700">It may have been removed or is waiting for approval.</p>
      <Link to="/community/discussions" className={`${buttonClasses.primary} mt-6`}>
        Back to Discussions
      </Link>
    </div>
  );
}
