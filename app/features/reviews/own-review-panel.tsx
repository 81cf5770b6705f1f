/**
 * The member's own review of this vendor, whatever its status: what became of it
 * (with a moderator's reason when hidden), Edit within the window (a link to ?edit=review, so
 * the form renders without JavaScript) and Delete (a hard delete: they may then write a new one).
 */
import { Form, Link, useLocation } from 'react-router';
import { buttonClasses } from '~/components/ui/button-link';
import { EditFormEnd } from '~/features/community/edit-form-end';
import { ownPostMessages as say } from '~/features/community/own-post-rules';
import { PostAnswerNote } from '~/features/community/post-answer';
import { reviewCommentMaxLength } from './review-messages';
import type { OwnReview } from './types';

const statusNote = {
  pending: 'Your review of this vendor is waiting for an admin’s approval.',
  approved: 'You have reviewed this vendor: thank you.',
  rejected: 'Your review of this vendor was not approved.',
  hidden: 'Your review of this vendor is hidden from other members.',
} as const;

function EditReviewForm({ review }: { review: OwnReview }) {
  const { pathname } = useLocation();
  const field = 'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900';
  return (
    <Form
      method="post"
      action={`${pathname}#reviews`}
      preventScrollReset
      className="mt-3 space-y-2"
    >
      <input type="hidden" name="intent" value="edit-review" />
      <input type="hidden" name="id" value={review.id} />
      <label className="block text-sm font-medium text-slate-800">
        Rating
        <select name="rating" defaultValue={String(review.rating)} className={field}>
          {[5, 4, 3, 2, 1].map((stars) => (
            <option key={stars} value={stars}>
              {stars} {stars === 1 ? 'star' : 'stars'}
            </option>
          ))}
        </select>
      </label>
      <label className="block text-sm font-medium text-slate-800">
        Edit your comment <span className="font-normal text-slate-600">(optional)</span>
        <textarea
          name="comment"
          rows={4}
          maxLength={reviewCommentMaxLength}
          defaultValue={review.comment ?? ''}
          className={field}
        />
      </label>
      <EditFormEnd what="review" cancelTo={`${pathname}#reviews`} />
    </Form>
  );
}

export function OwnReviewPanel({ review, editing }: { review: OwnReview; editing: boolean }) {
  return (
    <div className="mt-1 text-sm text-slate-700">
      <p>{statusNote[review.status]}</p>
      {review.status === 'hidden' ? (
        <p className="mt-1 text-red-800">
          {review.hiddenReason
            ? `${say.hiddenByModerator}: ${review.hiddenReason}`
            : say.hiddenByFlags}
        </p>
      ) : null}
      {editing && review.editable ? (
        <EditReviewForm review={review} />
      ) : (
        <div className="mt-2 flex flex-wrap items-center gap-x-4">
          {review.editable ? (
            <Link
              to="?edit=review#reviews"
              preventScrollReset
              className="inline-flex min-h-11 items-center font-medium text-brand-800 underline"
            >
              Edit your review
            </Link>
          ) : null}
          <details>
            <summary className="inline-flex min-h-11 cursor-pointer items-center text-slate-600 hover:text-slate-900">
              Delete your review
            </summary>
            <Form
              method="post"
              preventScrollReset
              className="mt-2 flex flex-wrap items-center gap-2"
            >
              <input type="hidden" name="intent" value="delete-review" />
              <input type="hidden" name="id" value={review.id} />
              <span>Delete it for good? You can then write a new one.</span>
              <button type="submit" className={buttonClasses.danger}>
                Delete review
              </button>
            </Form>
          </details>
        </div>
      )}
      <PostAnswerNote id={review.id} />
    </div>
  );
}
