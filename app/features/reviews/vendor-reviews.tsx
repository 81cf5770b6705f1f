/**
 * The reviews section of a vendor page (spec: "Vendor reviews"): the average member rating once
 * there are approved reviews, the leave-review form (a log-in prompt for visitors) and the
 * approved reviews, newest first, each by 'Anonymous User' with helpful / not-helpful votes.
 */
import { Link } from 'react-router';
import { StatusBadge } from '~/features/community/status-badge';
import { IntentAnswerNote } from '~/features/community/post-answer';
import { UserText } from '~/features/community/user-text';
import { OwnReviewPanel } from './own-review-panel';
import { ReviewForm, useSubmittedToast } from './review-form';
import { RatingSummary } from './rating-summary';
import { ReviewListPages } from './review-list-pages';
import type { OwnReview, VendorReviewsData } from './types';
import { Stars } from './star-rating';
import { VoteIconSprite } from './review-votes';

/**
 * The member's own review where the form would be (one review per member and vendor): marked
 * while it awaits approval or after a decision, with Edit and Delete (own-review-panel.tsx).
 */
function OwnReviewBox({ review, editing }: { review: OwnReview; editing: boolean }) {
  useSubmittedToast();
  return (
    <div className="rounded-md border border-slate-200 bg-slate-50 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold text-slate-900">Your review</h3>
        <StatusBadge status={review.status} />
      </div>
      {/* An approved review is in the list below; any other only here, for its author. */}
      {review.status === 'approved' || editing ? null : (
        <>
          <div className="mt-2">
            <Stars rating={review.rating} />
          </div>
          {review.comment ? (
            <UserText text={review.comment} className="mt-2 text-sm text-slate-800" />
          ) : null}
        </>
      )}
      <OwnReviewPanel review={review} editing={editing} />
    </div>
  );
}

function LeaveReview({
  signedIn,
  myReview,
  vendorSlug,
  editing,
}: Pick<VendorReviewsData, 'signedIn' | 'myReview' | 'vendorSlug'> & { editing: boolean }) {
  if (myReview) return <OwnReviewBox review={myReview} editing={editing} />;
  return (
    <div className="rounded-md border border-slate-200 bg-slate-50 p-4">
      <h3 className="font-semibold text-slate-900">Leave a Review</h3>
      {signedIn ? (
        <>
          {/* A deleted review leaves its answer with no review to show it beside. */}
          <IntentAnswerNote intent="delete-review" />
          <div className="mt-3">
            <ReviewForm />
          </div>
        </>
      ) : (
        <p className="mt-2 text-sm text-slate-700">
          <Link
            to={`/auth?redirectTo=${encodeURIComponent(`/vendors/${vendorSlug}#reviews`)}`}
            className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
          >
            Log in to leave a review
          </Link>{' '}
          and vote on other members’ reviews.
        </p>
      )}
    </div>
  );
}

export function VendorReviews({
  reviews: data,
  editing = false,
}: {
  reviews: VendorReviewsData;
  /** ?edit=review: the member's own review opens in its edit form. */
  editing?: boolean;
}) {
  const { reviews, signedIn, myReview, vendorSlug } = data;
  return (
    <div className="mt-4 space-y-6">
      <VoteIconSprite />
      <RatingSummary summary={data} />
      {data.cursorRefused ? (
        <p role="alert" className="text-sm text-slate-700">
          That page of reviews could not be found: here are the newest reviews.
        </p>
      ) : null}

      <LeaveReview {...{ signedIn, myReview, vendorSlug, editing }} />

      <div>
        <h3 className="font-semibold text-slate-900">Member reviews</h3>
        {reviews.length === 0 ? (
          <p className="mt-2 text-sm text-slate-700">
            No reviews yet. Be the first to share your experience.
          </p>
        ) : (
          <ReviewListPages data={data} />
        )}
      </div>
    </div>
  );
}
