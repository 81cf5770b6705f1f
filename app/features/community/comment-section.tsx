/**
 * The Comments section of a discussion (spec: "Discussion detail"): approved comments oldest
 * first, replies indented one level without a Reply button, the comment box for members.
 * 'Reply' is a link to ?replyTo=<id> so it works without JavaScript; with it, it opens in place.
 */
import { MessageSquare } from 'lucide-react';
import { useCallback, useState, type MouseEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { AuthorLine } from './author';
import { CommentForm } from './comment-form';
import { commentAnchor, commentQuery } from './comment-links';
import { ShowEarlierComments, ShowMoreComments, useCommentPages } from './comment-more';
import type { CommentPageData } from './types';
import { EditPostForm, PostControls } from './own-post-controls';
import { PostAnswerNote, RemovedText } from './post-answer';
import { RelativeTime } from './relative-time';
import type { CommentThread, CommentView } from './types';
import { UserText } from './user-text';

function CommentBody({ comment, editing }: { comment: CommentView; editing: string | null }) {
  const { post } = comment;
  return (
    <>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        {post.removed ? null : <AuthorLine author={comment.author} size="sm" />}
        <RelativeTime iso={comment.createdAt} className="text-xs text-slate-600" />
      </div>
      {post.removed ? (
        <RemovedText />
      ) : editing === comment.id && post.editable ? (
        <EditPostForm kind="comment" id={comment.id} content={comment.content} />
      ) : (
        <>
          <UserText text={comment.content} className="mt-2 text-sm text-slate-800" />
          <PostControls kind="comment" id={comment.id} post={post} />
        </>
      )}
      {post.removed ? <PostAnswerNote id={comment.id} /> : null}
    </>
  );
}

export function CommentSkeleton() {
  return (
    <li aria-hidden="true" className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="h-7 w-40 animate-pulse rounded-full bg-slate-200" />
      <div className="mt-3 h-4 w-full animate-pulse rounded bg-slate-100" />
      <div className="mt-1 h-4 w-1/2 animate-pulse rounded bg-slate-100" />
    </li>
  );
}

function CommentSkeletons() {
  return (
    <ul className="mt-6 space-y-3" aria-busy="true" aria-label="Loading comments">
      {Array.from({ length: 3 }, (_, i) => (
        <CommentSkeleton key={i} />
      ))}
    </ul>
  );
}

function JoinPrompt() {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-5 text-center">
      <p className="font-semibold text-slate-900">Join the conversation</p>
      <Link
        to="/auth"
        className="mt-3 inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
      >
        Sign in to participate
      </Link>
    </div>
  );
}

function Thread({
  thread,
  editing,
  signedIn,
  replyOpen,
  onOpenReply,
  onCloseReply,
  cancelHref,
}: {
  thread: CommentThread;
  editing: string | null;
  signedIn: boolean;
  replyOpen: boolean;
  onOpenReply: (event: MouseEvent) => void;
  onCloseReply: () => void;
  cancelHref: string;
}) {
  return (
    <li
      key={thread.id}
      id={`comment-${thread.id}`}
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <CommentBody comment={thread} editing={editing} />
      {signedIn && !replyOpen && !thread.post.removed ? (
        // A plain link: with JavaScript the click opens the box in place, without it
        // the page reloads with ?replyTo= and the server renders the box open.
        <a
          href={`${commentQuery(thread.id)}&replyTo=${thread.id}${commentAnchor(thread.id)}`}
          onClick={onOpenReply}
          className="mt-2 inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 hover:underline"
        >
          Reply
        </a>
      ) : null}
      {signedIn && replyOpen ? (
        <div className="mt-3">
          <CommentForm
            parentCommentId={thread.id}
            onCancel={onCloseReply}
            cancelHref={cancelHref}
          />
        </div>
      ) : null}
      {thread.replies.length > 0 ? (
        <ol className="mt-4 space-y-3 border-l-2 border-slate-200 pl-4 sm:ml-4">
          {thread.replies.map((reply) => (
            <li key={reply.id} id={`comment-${reply.id}`}>
              <CommentBody comment={reply} editing={editing} />
            </li>
          ))}
        </ol>
      ) : null}
    </li>
  );
}

export function CommentSection({
  page,
  signedIn,
  initialReplyTo,
  editing = null,
  loading,
}: {
  /** The loader's page of comments: later pages are appended in place with JavaScript. */
  page: CommentPageData;
  /** From ?edit=: the comment whose edit form is open. */
  editing?: string | null;
  signedIn: boolean;
  /** From ?replyTo=: the reply box that is open when the page arrives. */
  initialReplyTo: string | null;
  loading: boolean;
}) {
  const { pathname } = useLocation();
  const { threads, nextCursor, loadMore, loadingMore } = useCommentPages(page);
  const [replyTo, setReplyTo] = useState<string | null>(initialReplyTo);
  const closeReply = useCallback(() => setReplyTo(null), []);
  const openReply = (event: MouseEvent, id: string) => (event.preventDefault(), setReplyTo(id));
  return (
    <section aria-labelledby="comments-heading" className="mt-10">
      <h2 id="comments-heading" className="flex items-center gap-2 text-xl font-semibold">
        <MessageSquare aria-hidden="true" className="size-5 text-brand-700" />
        Comments
      </h2>

      <div className="mt-4">{signedIn ? <CommentForm /> : <JoinPrompt />}</div>

      {loading ? (
        <CommentSkeletons />
      ) : threads.length === 0 && !page.startsLater ? (
        <p className="mt-6 rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">
          No comments yet
        </p>
      ) : (
        <>
          {page.startsLater ? <ShowEarlierComments /> : null}
          <ol className="mt-6 space-y-4">
            {threads.map((thread) => (
              <Thread
                key={thread.id}
                thread={thread}
                editing={editing}
                signedIn={signedIn}
                replyOpen={replyTo === thread.id}
                onOpenReply={(event) => openReply(event, thread.id)}
                onCloseReply={closeReply}
                cancelHref={`${pathname}${commentQuery(thread.id)}${commentAnchor(thread.id)}`}
              />
            ))}
          </ol>
          <ShowMoreComments cursor={nextCursor} onClick={loadMore} loading={loadingMore} />
        </>
      )}
    </section>
  );
}
