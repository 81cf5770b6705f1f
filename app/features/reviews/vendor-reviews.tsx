/**
 * The reviews section of a vendor page (spec: "Vendor reviews"): the average member rating once
 * there are approved reviews, the leave-review form (a log-in prompt for visitors) and the
 * approved reviews, newest first, each by 'Anonymous User' with helpful / not-helpful votes.
 */
import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { useEffect, useRef, type FormEvent } from 'react';
import { Link, useFetcher } from 'react-router';
import { useToast } from '~/components/ui/toast';
import { UserText } from '~/features/community/user-text';
import { reviewMessages, type voteTypes } from './review-messages';
import { ReviewForm } from './review-form';
import type { VendorReview, VendorReviewsData } from './types';
import { Stars } from './star-rating';

type VoteType = (typeof voteTypes)[number];
type VoteState = Pick<VendorReview, 'myVote' | 'helpfulVotes' | 'notHelpfulVotes'>;

/** The spec's state machine, applied locally while the vote is on its way. */
export function nextVoteState(state: VoteState, clicked: VoteType): VoteState {
  const next = { ...state };
  const add = (type: VoteType, delta: number) => {
    if (type === 'helpful') next.helpfulVotes = Math.max(0, next.helpfulVotes + delta);
    else next.notHelpfulVotes = Math.max(0, next.notHelpfulVotes + delta);
  };
  if (state.myVote === clicked) {
    add(clicked, -1);
    next.myVote = null;
  } else {
    if (state.myVote) add(state.myVote, -1);
    add(clicked, 1);
    next.myVote = clicked;
  }
  return next;
}

const ownReviewNote = {
  pending: 'Your review of this vendor is waiting for an admin’s approval.',
  approved: 'You have reviewed this vendor: thank you.',
  rejected: 'Your review of this vendor was not approved.',
} as const;

const reviewDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

function VoteButtons({ review, signedIn }: { review: VendorReview; signedIn: boolean }) {
  const fetcher = useFetcher<{ ok?: boolean; error?: string }>();
  const show = useToast();
  const toasted = useRef<unknown>(undefined);
  const clicked = fetcher.formData?.get('voteType');
  const state =
    clicked === 'helpful' || clicked === 'not_helpful' ? nextVoteState(review, clicked) : review;

  useEffect(() => {
    const result = fetcher.data;
    if (!result || toasted.current === result || result.ok) return;
    toasted.current = result;
    // The server's own words where they tell the member more than 'Failed to submit vote'.
    const told =
      result.error?.startsWith('Too many') || result.error === reviewMessages.ownReview.description;
    show({
      ...reviewMessages.voteFailed,
      ...(told ? { description: result.error } : {}),
      variant: 'destructive',
    });
  }, [fetcher.data, show]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (signedIn) return;
    // Visitors: the spec's log-in toast (without JavaScript the post leads to the sign-in page).
    event.preventDefault();
    show(reviewMessages.logInToVote);
  }

  const button = (type: VoteType, label: string, count: number, Icon: typeof ThumbsUp) => {
    const pressed = state.myVote === type;
    return (
      <button
        type="submit"
        name="voteType"
        value={type}
        aria-pressed={pressed}
        aria-label={`${label} (${count})`}
        className={`inline-flex min-h-11 min-w-11 items-center gap-1.5 rounded-md border px-3 text-sm font-medium transition-colors duration-150 ${
          pressed
            ? 'border-brand-700 bg-brand-50 text-brand-900'
            : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-100'
        }`}
      >
        <Icon aria-hidden="true" className={`size-4 ${pressed ? 'fill-brand-100' : ''}`} />
        <span className="tabular">{count}</span>
      </button>
    );
  };

  return (
    <fetcher.Form method="post" onSubmit={onSubmit} className="mt-3 flex items-center gap-2">
      <input type="hidden" name="intent" value="vote" />
      <input type="hidden" name="reviewId" value={review.id} />
      <span className="text-xs text-slate-600">Helpful?</span>
      {button('helpful', 'Helpful', state.helpfulVotes, ThumbsUp)}
      {button('not_helpful', 'Not helpful', state.notHelpfulVotes, ThumbsDown)}
    </fetcher.Form>
  );
}

/** The member's own review: its counts, without buttons (nobody votes on their own review). */
function OwnReviewVotes({ review }: { review: VendorReview }) {
  return (
    <p className="mt-3 text-xs text-slate-600">
      Your review: <span className="tabular">{review.helpfulVotes}</span> found it helpful,{' '}
      <span className="tabular">{review.notHelpfulVotes}</span> not helpful.
    </p>
  );
}

export function VendorReviews({ reviews: data }: { reviews: VendorReviewsData }) {
  const { reviews, averageRating, approvedCount, signedIn, myReviewStatus, vendorSlug } = data;
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

      <div className="rounded-md border border-slate-200 bg-slate-50 p-4">
        <h3 className="font-semibold text-slate-900">Leave a Review</h3>
        {signedIn ? (
          <>
            {myReviewStatus ? (
              <p className="mt-1 text-sm text-slate-700">{ownReviewNote[myReviewStatus]}</p>
            ) : null}
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

      <div>
        <h3 className="font-semibold text-slate-900">Member reviews</h3>
        {reviews.length === 0 ? (
          <p className="mt-2 text-sm text-slate-700">
            No reviews yet. Be the first to share your experience.
          </p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-200">
            {reviews.map((review) => (
              <li key={review.id} className="py-4 first:pt-0">
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
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
