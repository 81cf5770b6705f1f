/**
 * The vendor page's flag, edit and delete forms for reviews: the same answers as the
 * discussion page's (community/own-post-actions.server.ts), so both pages show them alike. The
 * caller has checked the origin, the vendor and the member.
 */
import type { AppLoadContext } from 'react-router';
import { z } from 'zod';
import { flagContent } from '~/features/community/flags.server';
import { changeAnswer, flagAnswer, invalid } from '~/features/community/own-post-actions.server';
import { ownPostMessages as say } from '~/features/community/own-post-rules';
import { flagFormSchema } from '~/features/community/own-post-schema';
import { parseForm } from '~/utils/form-validation';
import { consumeLimit } from '~/utils/rate-limit.server';
import { deleteReview, editReview } from './review-edits.server';
import { reviewFormSchema } from './review-schema';

export const reviewOwnIntents = ['flag', 'edit-review', 'delete-review'] as const;
export type ReviewOwnIntent = (typeof reviewOwnIntents)[number];
export const isReviewOwnIntent = (value: unknown): value is ReviewOwnIntent =>
  reviewOwnIntents.includes(value as ReviewOwnIntent);

const reviewId = z.uuid({ message: say.notAvailable });
const editReviewSchema = reviewFormSchema.extend({ id: reviewId });
const deleteReviewSchema = z.object({ id: reviewId });

export async function reviewOwnAction(
  context: AppLoadContext,
  userId: string,
  vendorSlug: string,
  intent: ReviewOwnIntent,
  formData: FormData,
) {
  const { db } = context;
  const limit = () => consumeLimit(context, intent === 'flag' ? 'flag' : 'edit', `user:${userId}`);
  if (intent === 'flag') {
    const parsed = parseForm(flagFormSchema, formData);
    if (!parsed.ok) return invalid(intent, formData, parsed.fieldErrors);
    const limited = await limit();
    if (limited) return limited;
    const outcome = await flagContent(db, userId, parsed.data, { vendorSlug });
    return flagAnswer(intent, parsed.data.id, outcome);
  }
  if (intent === 'edit-review') {
    const parsed = parseForm(editReviewSchema, formData);
    if (!parsed.ok) return invalid(intent, formData, parsed.fieldErrors);
    const limited = await limit();
    if (limited) return limited;
    const edited = await editReview(db, userId, vendorSlug, parsed.data);
    return changeAnswer(intent, parsed.data.id, edited, say.edited);
  }
  const parsed = parseForm(deleteReviewSchema, formData);
  if (!parsed.ok) return invalid(intent, formData, parsed.fieldErrors);
  const limited = await limit();
  if (limited) return limited;
  const deleted = await deleteReview(db, userId, vendorSlug, parsed.data.id);
  return changeAnswer(intent, parsed.data.id, deleted, say.reviewRemoved);
}
