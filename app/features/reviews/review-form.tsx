/**
 * Leave a review (spec: "Vendor reviews", "Validation rules", error catalogue): star rating and
 * an optional comment with 'n/500 characters'. Submit is disabled while sending or without a
 * rating; every outcome is one of the spec's toasts.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useFetcher } from 'react-router';
import { buttonClasses } from '~/components/ui/button-link';
import type { ActionResult } from '~/utils/action-result';
import { MissingHint } from '~/components/ui/missing-hint';
import { useHydrated } from '~/components/ui/use-hydrated';
import { useToast, type ToastInput } from '~/components/ui/toast';
import { missingRating, reviewCommentMaxLength, reviewMessages } from './review-messages';
import { StarRatingInput } from './star-rating';

/**
 * The review's fetcher is keyed: on success the form gives way to the member's own review
 * (vendor-reviews.tsx), which reads the same answer to show the spec's 'Review submitted!'.
 */
export const reviewFetcherKey = 'vendor-review';

/** The review's answer; a refusal before the form was read (a rate limit) has no `intent`. */
export type ReviewResult = ActionResult & { intent?: 'review' };

const destructive = (toast: { title: string; description: string }): ToastInput => ({
  ...toast,
  variant: 'destructive',
});

export function toastFor(result: ReviewResult): ToastInput {
  if (result.ok) return reviewMessages.submitted;
  if (result.message === reviewMessages.duplicate.description) {
    return destructive(reviewMessages.duplicate);
  }
  if (result.fieldErrors?.rating) return destructive(reviewMessages.ratingRequired);
  if (result.fieldErrors?.comment) return destructive(reviewMessages.commentTooLong);
  // A rate limit explains itself; anything else is the spec's generic failure.
  if (result.message)
    return { title: 'Error', description: result.message, variant: 'destructive' };
  return destructive(reviewMessages.failed);
}

/** Shows 'Review submitted!' once, from wherever the answer is seen first. */
export function useSubmittedToast() {
  const fetcher = useFetcher<ReviewResult>({ key: reviewFetcherKey });
  const show = useToast();
  const toasted = useRef<ReviewResult | undefined>(undefined);
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  useEffect(() => {
    if (!result?.ok || toasted.current === result) return;
    toasted.current = result;
    show(reviewMessages.submitted);
  }, [result, show]);
}

/**
 * The rating and comment, and the answer: success resets the form (derived from the fetcher's
 * answer during render), and every answer shows its toast once.
 */
function useReviewOutcome(
  fetcher: { state: string; data?: ReviewResult },
  show: (toast: ToastInput) => void,
) {
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [resetFor, setResetFor] = useState<ReviewResult | undefined>(undefined);
  const toasted = useRef<ReviewResult | undefined>(undefined);
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;

  if (result && result !== resetFor) {
    setResetFor(result);
    if (result.ok) {
      setRating(0);
      setComment('');
    }
  }
  useEffect(() => {
    if (!result || toasted.current === result) return;
    toasted.current = result;
    show(toastFor(result));
  }, [result, show]);
  return { rating, setRating, comment, setComment, result };
}

function CommentField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div>
      <label htmlFor="review-comment" className="block text-sm font-medium text-slate-800">
        Comment <span className="font-normal text-slate-600">(optional)</span>
      </label>
      <textarea
        id="review-comment"
        name="comment"
        rows={4}
        maxLength={reviewCommentMaxLength}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder="Shipping time, packaging, testing documents, support..."
        aria-describedby="review-comment-count"
        className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-700"
      />
      <p id="review-comment-count" className="mt-1 text-xs text-slate-600 tabular">
        {value.length}/{reviewCommentMaxLength} characters
      </p>
    </div>
  );
}

export function ReviewForm() {
  const fetcher = useFetcher<ReviewResult>({ key: reviewFetcherKey });
  const show = useToast();
  const hydrated = useHydrated();
  const { rating, setRating, comment, setComment, result } = useReviewOutcome(fetcher, show);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (rating < 1) {
      event.preventDefault();
      show(destructive(reviewMessages.ratingRequired));
    } else if (comment.trim().length > reviewCommentMaxLength) {
      event.preventDefault();
      show(destructive(reviewMessages.commentTooLong));
    }
  }

  const sending = fetcher.state !== 'idle';
  const inlineError = result && !result.ok ? toastFor(result).description : undefined;

  return (
    <fetcher.Form method="post" onSubmit={onSubmit} className="space-y-4">
      <input type="hidden" name="intent" value="review" />
      <StarRatingInput
        value={rating}
        onChange={setRating}
        describedBy={inlineError ? 'review-error' : undefined}
      />
      <CommentField value={comment} onChange={setComment} />
      {inlineError ? (
        <p id="review-error" className="text-sm text-red-700">
          {inlineError}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <button
          type="submit"
          disabled={hydrated && (sending || rating < 1)}
          aria-describedby={rating < 1 ? 'review-missing' : undefined}
          className={buttonClasses.primary}
        >
          {sending ? 'Submitting...' : 'Submit Review'}
        </button>
        <MissingHint
          id="review-missing"
          text={rating < 1 ? missingRating : undefined}
          hideWhenFilled="[form:has(input[name=rating]:checked)_&]:hidden"
        />
      </div>
    </fetcher.Form>
  );
}
