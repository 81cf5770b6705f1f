/**
 * The toast for a vendor page's answer to a review or a vote, which the app shows as a toast;
 * answers about one review (a flag, an edit, a removal) are shown beside it, so they map to null.
 */
import { asAnswer } from '~/components/ui/action-notice';
import type { ToastInput } from '~/components/ui/toast-input';
import { toastFor, type ReviewResult } from './review-form';
import { voteFailureToast } from './review-votes';

export function reviewAnswerToast(answer: unknown): ToastInput | null {
  const result = asAnswer(answer);
  if (!result || 'targetId' in result) return null;
  const message = typeof result.message === 'string' ? result.message : undefined;
  if (result.intent === 'review') return toastFor(result as ReviewResult);
  // A vote that counted shows in its counts.
  if (result.intent === 'vote') return result.ok === true ? null : voteFailureToast(message);
  return result.ok === false && message
    ? { title: 'Error', description: message, variant: 'destructive' }
    : null;
}
