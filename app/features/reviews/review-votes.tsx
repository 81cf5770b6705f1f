/**
 * Helpful / not-helpful votes on a vendor review: the buttons, updated locally while the vote is
 * on its way, and the member's own review's counts (nobody votes on their own review).
 */
import { useEffect, useRef, type FormEvent } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { useToast, type ToastInput } from '~/components/ui/toast';
import type { ActionResult } from '~/utils/action-result';
import { reviewMessages, type voteTypes } from './review-messages';
import type { VendorReview } from './types';
import { SpriteIcon, SymbolSprite } from '~/components/ui/icon-sprite';
import { ThumbsDown, ThumbsUp } from 'lucide-react';

/** The vote buttons' icons, drawn once in the reviews' sprite (VoteIconSprite), 40 uses a page. */
const voteIcons = { 'thumbs-up': ThumbsUp, 'thumbs-down': ThumbsDown };
export const VoteIconSprite = () => <SymbolSprite icons={voteIcons} />;

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

/** The spec's 'Please log in' toast, with a way to sign in and come back to these reviews. */
function useSignInPrompt() {
  const show = useToast();
  const { pathname } = useLocation();
  return () => {
    const back = encodeURIComponent(`${pathname}#reviews`);
    show({
      ...reviewMessages.logInToVote,
      link: { label: 'Sign in', to: `/auth?redirectTo=${back}` },
    });
  };
}

/** A vote that failed says so, in the server's own words where they tell the member more. */
export function voteFailureToast(message: string | undefined): ToastInput {
  const told = message?.startsWith('Too many') || message === reviewMessages.ownReview.description;
  return {
    ...reviewMessages.voteFailed,
    ...(told ? { description: message } : {}),
    variant: 'destructive',
  };
}

/** Shows a failed vote's toast once. */
function useVoteFailureToast(result: ActionResult | undefined) {
  const show = useToast();
  const toasted = useRef<unknown>(undefined);
  useEffect(() => {
    if (!result || toasted.current === result || result.ok) return;
    toasted.current = result;
    show(voteFailureToast(result.message));
  }, [result, show]);
}

export function VoteButtons({ review, signedIn }: { review: VendorReview; signedIn: boolean }) {
  const fetcher = useFetcher<ActionResult>();
  const promptToSignIn = useSignInPrompt();
  const clicked = fetcher.formData?.get('voteType');
  const state =
    clicked === 'helpful' || clicked === 'not_helpful' ? nextVoteState(review, clicked) : review;

  useVoteFailureToast(fetcher.data);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (signedIn) return;
    // Visitors: the spec's log-in toast (without JavaScript the post leads to the sign-in page).
    event.preventDefault();
    promptToSignIn();
  }

  const button = (type: VoteType, label: string, count: number, icon: keyof typeof voteIcons) => {
    const pressed = state.myVote === type;
    return (
      <button
        type="submit"
        name="voteType"
        value={type}
        aria-pressed={pressed}
        aria-label={`${label} (${count})`}
        className="vote-button"
      >
        <SpriteIcon name={icon} className={`size-4 ${pressed ? 'fill-brand-100' : ''}`} />
        <span className="tabular">{count}</span>
      </button>
    );
  };

  return (
    <fetcher.Form method="post" onSubmit={onSubmit} className="mt-3 flex items-center gap-2">
      <input type="hidden" name="intent" value="vote" />
      <input type="hidden" name="reviewId" value={review.id} />
      <span className="text-xs text-slate-600">Helpful?</span>
      {button('helpful', 'Helpful', state.helpfulVotes, 'thumbs-up')}
      {button('not_helpful', 'Not helpful', state.notHelpfulVotes, 'thumbs-down')}
    </fetcher.Form>
  );
}

/** The member's own review: its counts, without buttons (nobody votes on their own review). */
export function OwnReviewVotes({ review }: { review: VendorReview }) {
  return (
    <p className="mt-3 text-xs text-slate-600">
      Your review: <span className="tabular">{review.helpfulVotes}</span> found it helpful,{' '}
      <span className="tabular">{review.notHelpfulVotes}</span> not helpful.
    </p>
  );
}
