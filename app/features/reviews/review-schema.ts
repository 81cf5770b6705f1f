/**
 * The two forms of the vendor reviews section (spec: "Vendor reviews", "Validation rules").
 * The server's rule; the messages the browser shows too live in review-messages.ts.
 */
import { z } from 'zod';
import { formText } from '~/utils/form-validation';
import { refuseNonText } from '~/utils/outside-text';
import { reviewCommentMaxLength, reviewMessages, voteTypes } from './review-messages';

export { reviewCommentMaxLength, reviewMessages, voteTypes };

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
      .superRefine(refuseNonText())
      .transform((comment) => comment || null),
  ),
});
export type ReviewInput = z.output<typeof reviewFormSchema>;

export const voteFormSchema = z.object({
  reviewId: z.uuid({ message: 'Unknown review.' }),
  voteType: z.enum(voteTypes, { message: 'Choose helpful or not helpful.' }),
});
export type VoteInput = z.output<typeof voteFormSchema>;
