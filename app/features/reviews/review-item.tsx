/** One approved review: 'Anonymous User', date, stars, text and the vote buttons. */
import { FlagControl } from '~/features/community/flag-control';
import { PostAnswerNote } from '~/features/community/post-answer';
import { UserText } from '~/features/community/user-text';
import { OwnReviewVotes, VoteButtons } from './review-votes';
import type { VendorReview } from './types';
import { Stars } from './star-rating';

const reviewDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

export function ReviewItem({ review, signedIn }: { review: VendorReview; signedIn: boolean }) {
  return (
    <li id={`review-${review.id}`} className="py-4 first:pt-0">
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
      {review.edited ? <p className="mt-1 text-xs text-slate-600">edited</p> : null}
      {review.mine ? (
        <OwnReviewVotes review={review} />
      ) : (
        <VoteButtons review={review} signedIn={signedIn} />
      )}
      {signedIn && !review.mine ? <FlagControl kind="review" id={review.id} /> : null}
      <PostAnswerNote id={review.id} />
    </li>
  );
}
