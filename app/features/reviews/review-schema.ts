/**
 * The two forms of the vendor reviews section (spec: "Vendor reviews", "Validation rules").
 * Shared by the server (the rule) and the browser (the same messages before sending).
 */
import { z } from 'zod';
import type { VoteType } from '#database/schema/community';
import { formText } from '~/utils/form-validation';

export const reviewCommentMaxLength = 500;
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
  logInToVote: {
    title: 'Please log in',
    description: 'You need to be logged in to vote on reviews.',
  },
} as const;

/** Rating 1-5 (radio buttons send '1'..'5'); comment trimmed, empty sent as null. */
export const reviewFormSchema = z.object({
  rating: z.preprocess(
    (value) => (typeof value === 'string' && /^[1-5]$/.test(value) ? Number(value) : undefined),
    z.number({ message: reviewMessages.ratingRequired.description }).int().min(1).max(5),
  ),
  comment: z.preprocess(
    formText,
    z
      .string()
      .max(reviewCommentMaxLength, reviewMessages.commentTooLong.description)
      .transform((comment) => comment || null),
  ),
});
export type ReviewInput = z.output<typeof reviewFormSchema>;

export const voteFormSchema = z.object({
  reviewId: z.uuid({ message: 'Unknown review.' }),
  voteType: z.enum(voteTypes, { message: 'Choose helpful or not helpful.' }),
});
export type VoteInput = z.output<typeof voteFormSchema>;
