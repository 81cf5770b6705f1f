/**
 * The reviews section's limits, vote types and messages (spec: "Vendor reviews", the error
 * catalogue). Kept apart from the Zod schemas so the browser bundle does not carry Zod.
 */
import type { VoteType } from '#database/schema/community';
import { signInReasons } from '~/features/auth/sign-in-reasons';

export const reviewCommentMaxLength = 500;
/** Beside the disabled 'Submit Review' until a star is picked. */
export const missingRating = 'Pick a star rating to submit';
/** The schema's vote types, repeated here so the browser bundle never loads Drizzle. */
export const voteTypes = ['helpful', 'not_helpful'] as const satisfies readonly VoteType[];

export const reviewMessages = {
  ratingRequired: {
    title: 'Rating required',
    description: 'Please select a star rating before submitting.',
  },
  commentTooLong: {
    title: 'Comment too long',
    description: 'Please keep your comment under 500 characters.',
  },
  submitted: {
    title: 'Review submitted!',
    description: 'Thank you for your review! It will appear after an admin approves it.',
  },
  duplicate: {
    title: 'Review already exists',
    description: 'You have already reviewed this vendor.',
  },
  failed: { title: 'Error', description: 'Failed to submit review. Please try again.' },
  voteFailed: { title: 'Error', description: 'Failed to submit vote. Please try again.' },
  /** Nobody votes on their own review (the buttons are not offered there either). */
  ownReview: { title: 'Error', description: 'You cannot vote on your own review.' },
  logInToVote: signInReasons.vote,
} as const;
