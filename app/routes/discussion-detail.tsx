import { MessageSquare, Pin } from 'lucide-react';
import { BackToDiscussions } from '~/features/community/back-to-discussions';
import { useEffect, useRef } from 'react';
import { isRouteErrorResponse, Link, useFetcher, useNavigation, useRouteError } from 'react-router';
import type { Route } from './+types/discussion-detail';
import { buttonClasses } from '~/components/ui/button-link';
import { useToast } from '~/components/ui/toast';
import { requireUser } from '~/features/auth/session.server';
import { AuthorLine } from '~/features/community/author';
import { DiscussionMeta } from '~/features/community/discussion-meta';
import {
  discussionAction,
  discussionsListRedirect,
} from '~/features/community/community-actions.server';
import { isEntityId } from '~/features/community/community-schema';
import { CommentSection } from '~/features/community/comment-section';
import { listCommentThreads } from '~/features/community/comments.server';
import { replyLabel } from '~/features/community/discussion-card';
import { getApprovedDiscussion } from '~/features/community/discussions.server';
import { StatusBadge } from '~/features/community/own-posts';
import { getOwnUnapprovedDiscussion } from '~/features/community/own-posts.server';
import { UserText } from '~/features/community/user-text';
import { withActionHeaders } from '~/utils/action-headers.server';
import { memberPageCache } from '~/utils/http-cache';
import { pageMeta } from '~/utils/meta';
import { loadOrFallback } from '~/utils/load-or-fallback.server';

// Shared by members (app/page-templates.server.ts, decision 0011): every member of one shape gets
// the same loader data, so it must hold nothing about the member beyond the role.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  // A malformed id never reaches PostgreSQL; missing, pending and rejected look alike.
  if (!isEntityId(params.id)) throw discussionsListRedirect();
  const id = params.id;
  // Spec: a discussion that is not found, or fails to load, sends the member back to the list.
  const loaded = await loadOrFallback(
    'discussion',
    () => Promise.all([getApprovedDiscussion(context.db, id), listCommentThreads(context.db, id)]),
    [null, []] as const,
  );
  const [approved, threads] = loaded;
  // Its author sees their own discussion while it awaits approval (rendered for them alone).
  const own =
    !approved && user.ownAwaiting
      ? await getOwnUnapprovedDiscussion(context.db, id, user.id)
      : null;
  const discussion = approved ?? own;
  if (!discussion) throw discussionsListRedirect();
  const replyTo = new URL(request.url).searchParams.get('replyTo');
  return {
    discussion,
    status: own?.status ?? 'approved',
    threads,
    replyTo: isEntityId(replyTo) ? replyTo : null,
    isAdmin: user.isAdmin,
  };
}

// Kept ten seconds at most (it says how long ago things were posted); the per-member comment
// limit answers 429 with a Retry-After.
export const headers = withActionHeaders(
  memberPageCache(10, { query: ['replyTo'], depends: ['community'] }),
);

export async function action({ request, params, context }: Route.ActionArgs) {
  if (!isEntityId(params.id)) {
    await requireUser(request, context); // Visitors go to sign in first, members to the list.
    throw discussionsListRedirect();
  }
  return discussionAction(request, context, params.id);
}

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) =>
  pageMeta(matches, {
    title: loaderData?.discussion.title ?? 'Discussion',
    description: 'A moderated community discussion about peptide research.',
    path: `/community/discussion/${params.id}`,
    noindex: true,
    type: 'article',
  });

function PinToggle({ discussionId, pinned }: { discussionId: string; pinned: boolean }) {
  const fetcher = useFetcher<{ ok?: boolean; pinned?: boolean; error?: string }>();
  const show = useToast();
  const toasted = useRef<unknown>(undefined);
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  useEffect(() => {
    if (!result || toasted.current === result) return;
    toasted.current = result;
    show(
      result.ok
        ? { title: result.pinned ? 'Discussion pinned' : 'Discussion unpinned' }
        : { title: 'Error', description: result.error, variant: 'destructive' },
    );
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
  const { discussion, threads, replyTo, isAdmin, status } = loaderData;
  const navigation = useNavigation();
  const loadingOther =
    navigation.state === 'loading' &&
    navigation.location.pathname.startsWith('/community/discussion/') &&
    !navigation.location.pathname.endsWith(discussion.id);

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <BackToDiscussions />

      {status === 'approved' ? null : <OwnStatusNotice status={status} />}
      <article className="mt-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <DiscussionMeta discussion={discussion} />
        <h1 className="mt-3 text-2xl font-bold text-slate-900 wrap-anywhere sm:text-3xl">
          {discussion.title}
        </h1>
        <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
          <AuthorLine author={discussion.author} />
          <span className="flex items-center gap-1 text-sm text-slate-600 tabular">
            <MessageSquare aria-hidden="true" className="size-4" />
            {replyLabel(discussion.replyCount)}
          </span>
        </div>
        <UserText text={discussion.content} className="mt-5 leading-relaxed text-slate-800" />
        {isAdmin ? (
          <div className="mt-6 border-t border-slate-200 pt-4">
            <PinToggle discussionId={discussion.id} pinned={discussion.isPinned} />
          </div>
        ) : null}
      </article>

      <CommentSection
        key={discussion.id}
        threads={threads}
        signedIn
        initialReplyTo={replyTo}
        loading={loadingOther}
      />
    </div>
  );
}

function OwnStatusNotice({ status }: { status: 'pending' | 'rejected' }) {
  return (
    <div className="mt-4 flex flex-wrap items-center gap-2 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <StatusBadge status={status} />
      {status === 'pending'
        ? 'Only you can see this discussion until an admin approves it.'
        : 'An admin did not approve this discussion: only you can see it.'}
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
