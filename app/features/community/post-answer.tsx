/**
 * The answer to a flag, edit or removal, shown beside the post it is about. The forms are plain
 * posts (they work without JavaScript), so the answer is the page's action data either way.
 */
import { useActionData } from 'react-router';
import { Badge } from '~/components/ui/badge';
import { StatusBadge } from './status-badge';
import { ownPostMessages as say } from './own-post-rules';
import type { PostState } from './types';

export interface PostAnswer {
  intent: string;
  targetId: string | null;
  ok: boolean;
  message: string;
}

const isPostAnswer = (value: unknown): value is PostAnswer =>
  typeof value === 'object' && value !== null && 'targetId' in value && 'message' in value;

/** The page's answer, when it is about the post `id`. */
export function usePostAnswer(id: string): PostAnswer | undefined {
  const answer: unknown = useActionData();
  return isPostAnswer(answer) && answer.targetId === id ? answer : undefined;
}

export function PostAnswerNote({ id }: { id: string }) {
  return <AnswerNote answer={usePostAnswer(id)} />;
}

/** The page's answer to `intent`, for a post that is gone (a deleted review). */
export function IntentAnswerNote({ intent }: { intent: string }) {
  const answer: unknown = useActionData();
  return (
    <AnswerNote answer={isPostAnswer(answer) && answer.intent === intent ? answer : undefined} />
  );
}

function AnswerNote({ answer }: { answer: PostAnswer | undefined }) {
  if (!answer) return null;
  return (
    <p
      role={answer.ok ? 'status' : 'alert'}
      className={`mt-2 rounded-md px-3 py-2 text-sm ${
        answer.ok ? 'bg-green-50 text-green-900' : 'bg-red-50 text-red-800'
      }`}
    >
      {answer.message}
    </p>
  );
}

/**
 * 'edited', and for its author: awaiting approval or not approved; for its author or an admin:
 * hidden, and why.
 */
export function PostMarks({ post }: { post: PostState }) {
  return (
    <>
      {post.edited && !post.removed ? <span className="text-xs text-slate-600">edited</span> : null}
      {post.status === 'pending' || post.status === 'rejected' ? (
        <span className="flex flex-wrap items-center gap-1 text-xs text-amber-950">
          <StatusBadge status={post.status} />
          {post.status === 'pending'
            ? 'Only you can see this until an admin approves it.'
            : 'An admin did not approve this: only you can see it.'}
        </span>
      ) : null}
      {post.hidden ? (
        <span className="flex flex-wrap items-center gap-1 text-xs text-red-800">
          <Badge variant="danger">Hidden</Badge>
          {post.hiddenReason ? `${say.hiddenByModerator}: ${post.hiddenReason}` : say.hiddenByFlags}
        </span>
      ) : null}
    </>
  );
}

export function RemovedText() {
  return <p className="mt-2 text-sm text-slate-600 italic">[{say.removedByAuthor}]</p>;
}
