/**
 * The reviews section of a vendor page (spec: "Vendor reviews"): the average member rating once
 * there are approved reviews, the leave-review form (a log-in prompt for visitors) and the
 * approved reviews, newest first, each by 'Anonymous User' with helpful / not-helpful votes.
 */
import { Link } from 'react-router';
import { Badge } from '~/components/ui/badge';
import { UserText } from '~/features/community/user-text';
import { ReviewForm, useSubmittedToast } from './review-form';
import { OwnReviewVotes, VoteButtons } from './review-votes';
import type { VendorReview, VendorReviewsData } from './types';
import { Stars } from './star-rating';

const ownReviewNote = {
  pending: 'Your review of this vendor is waiting for an admin’s approval.',
  approved: 'You have reviewed this vendor: thank you.',
  rejected: 'Your review of this vendor was not approved.',
} as const;

const reviewDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

function ReviewItem({ review, signedIn }: { review: VendorReview; signedIn: boolean }) {
  return (
    <li className="py-4 first:pt-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-sm font-medium text-slate-900">Anonymous User</span>
        <time dateTime={review.createdAt} className="text-xs text-slate-600">
          {reviewDate.format(new Date(review.createdAt))}
        </time>
      </div>
      <div className="mt-1">
        <Stars rating={review.rating} />
      </div>
      {review.comment ? (
        <UserText text={review.comment} className="mt-2 text-sm text-slate-800" />
      ) : null}
      {review.mine ? (
        <OwnReviewVotes review={review} />
      ) : (
        <VoteButtons review={review} signedIn={signedIn} />
      )}
    </li>
  );
}

/** The member's own review where the form would be: one review per member and vendor. */
function OwnReview({ data }: { data: VendorReviewsData }) {
  const { myReview, myReviewStatus } = data;
  useSubmittedToast();
  if (!myReview || !myReviewStatus) return null;
  return (
    <div className="rounded-md border border-slate-200 bg-slate-50 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold text-slate-900">Your review</h3>
        {myReviewStatus === 'approved' ? null : (
          <Badge variant={myReviewStatus === 'pending' ? 'caution' : 'danger'}>
            {myReviewStatus === 'pending' ? 'Awaiting approval' : 'Not approved'}
          </Badge>
        )}
      </div>
      <p className="mt-1 text-sm text-slate-700">{ownReviewNote[myReviewStatus]}</p>
      {myReviewStatus === 'approved' ? null : (
        <>
          <div className="mt-2">
            <Stars rating={myReview.rating} />
          </div>
          {myReview.comment ? (
            <UserText text={myReview.comment} className="mt-2 text-sm text-slate-800" />
          ) : null}
        </>
      )}
    </div>
  );
}

function LeaveReview({ data }: { data: VendorReviewsData }) {
  const { signedIn, myReview, vendorSlug } = data;
  if (myReview) return <OwnReview data={data} />;
  return (
    <div className="rounded-md border border-slate-200 bg-slate-50 p-4">
      <h3 className="font-semibold text-slate-900">Leave a Review</h3>
      {signedIn ? (
        <div className="mt-3">
          <ReviewForm />
        </div>
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

export function VendorReviews({ reviews: data }: { reviews: VendorReviewsData }) {
  const { reviews, averageRating, approvedCount, signedIn } = data;
  return (
    <div className="mt-4 space-y-6">
      {averageRating !== null ? (
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <Stars rating={averageRating} />
          <span>
            <span className="font-semibold text-slate-900 tabular">{averageRating.toFixed(1)}</span>{' '}
            / 5 average member rating from <span className="tabular">{approvedCount}</span>{' '}
            {approvedCount === 1 ? 'review' : 'reviews'}
          </span>
        </p>
      ) : null}

      <LeaveReview data={data} />

      <div>
        <h3 className="font-semibold text-slate-900">Member reviews</h3>
        {reviews.length === 0 ? (
          <p className="mt-2 text-sm text-slate-700">
            No reviews yet. Be the first to share your experience.
          </p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-200">
            {reviews.map((review) => (
              <ReviewItem key={review.id} review={review} signedIn={signedIn} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
