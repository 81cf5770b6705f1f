/**
 * The toasts for a discussion page's answers that the app shows as toasts: a comment or reply
 * posted (or not), the discussion pinned or unpinned. Answers about one post (a flag, an edit, a
 * removal) are shown beside that post instead (post-answer.tsx), so they map to null.
 */
import { asAnswer } from '~/components/ui/action-notice';
import type { ToastInput } from '~/components/ui/toast-input';
import { communityToasts } from './community-limits';

const failure = (description: string): ToastInput => ({
  title: 'Error',
  description,
  variant: 'destructive',
});

export function pinToast(result: { ok?: boolean; pinned?: boolean; message?: string }): ToastInput {
  if (!result.ok) return failure(result.message ?? 'The discussion could not be changed.');
  return { title: result.pinned ? 'Discussion pinned' : 'Discussion unpinned' };
}

function commentToast(result: Record<string, unknown>): ToastInput {
  const isReply = result.isReply === true;
  if (result.ok === true)
    return isReply ? communityToasts.replyPosted : communityToasts.commentPosted;
  const failed = isReply ? communityToasts.replyFailed : communityToasts.commentFailed;
  // A rate limit or a vanished parent says so; anything else is the spec's generic failure.
  return typeof result.message === 'string' ? { ...failed, description: result.message } : failed;
}

export function discussionToastFor(answer: unknown): ToastInput | null {
  const result = asAnswer(answer);
  if (!result || 'targetId' in result) return null;
  if (result.intent === 'pin') return pinToast(result);
  if (result.intent === 'comment') return commentToast(result);
  return result.ok === false && typeof result.message === 'string' ? failure(result.message) : null;
}
