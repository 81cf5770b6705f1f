/**
 * A discussion's title, author, reply count and text on its page, with the marks and controls of
 * 'edited', hidden (to its author and admins, with the reason), removed by its author
 * (no text, the thread below kept), and Edit / Remove / Flag.
 */
import { MessageSquare } from 'lucide-react';
import { AuthorLine } from './author';
import { replyLabel } from './discussion-card';
import { EditPostForm, PostControls } from './own-post-controls';
import { ownPostMessages as say } from './own-post-rules';
import { PostAnswerNote } from './post-answer';
import type { DiscussionDetail } from './types';
import { UserText } from './user-text';

export function DiscussionBody({
  discussion,
  editing,
}: {
  discussion: DiscussionDetail;
  editing: boolean;
}) {
  const { post } = discussion;
  const header = (
    <>
      <h1 className="mt-3 text-2xl font-bold text-slate-900 wrap-anywhere sm:text-3xl">
        {post.removed ? `[Discussion ${say.removedByAuthor}]` : discussion.title}
      </h1>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        {post.removed ? <span /> : <AuthorLine author={discussion.author} />}
        <span className="flex items-center gap-1 text-sm text-slate-600 tabular">
          <MessageSquare aria-hidden="true" className="size-4" />
          {replyLabel(discussion.replyCount)}
        </span>
      </div>
    </>
  );
  if (post.removed) {
    return (
      <>
        {header}
        <PostAnswerNote id={discussion.id} />
      </>
    );
  }
  if (editing && post.editable) {
    return (
      <EditPostForm
        kind="discussion"
        id={discussion.id}
        title={discussion.title}
        content={discussion.content}
      />
    );
  }
  return (
    <>
      {header}
      <UserText text={discussion.content} className="mt-5 leading-relaxed text-slate-800" />
      <PostControls kind="discussion" id={discussion.id} post={post} />
    </>
  );
}
