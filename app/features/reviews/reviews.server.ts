/**
 * Vendor reviews and review votes: the queries and rules (spec: "Vendor reviews", "States and
 * transitions", "Reviews and votes"). The database keeps helpful_votes and not_helpful_votes equal
 * to the vote rows (trigger in migration 0002); castVote locks the review row so one member's
 * clicks are decided one after another (add, switch or remove). The vendor page calls them
 * through review-actions.server.ts; the list a page at a time is vendor-review-list.server.ts.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '#database/client';
import { reviewVotes, vendorReviews, type VoteType } from '#database/schema';
import { pgErrorCode, pgErrorCodes } from '~/utils/database-errors.server';
import type { ReviewInput, VoteInput } from './review-schema';

export type { VendorReview, VendorReviewsData } from './types';
export { loadVendorReviews } from './vendor-review-list.server';

/** Inserts a pending review; a second review of the same vendor fails on the unique key. */
export async function submitReview(
  db: Database,
  userId: string,
  vendorSlug: string,
  input: ReviewInput,
): Promise<{ ok: true; id: string } | { ok: false; reason: 'duplicate' }> {
  try {
    const [row] = await db
      .insert(vendorReviews)
      .values({
        vendorSlug,
        userId,
        rating: input.rating,
        comment: input.comment,
        status: 'pending',
      })
      .returning({ id: vendorReviews.id });
    return { ok: true, id: row!.id };
  } catch (error) {
    if (pgErrorCode(error) === pgErrorCodes.uniqueViolation)
      return { ok: false, reason: 'duplicate' };
    throw error;
  }
}

export interface VoteOutcome {
  reviewId: string;
  myVote: VoteType | null;
  helpfulVotes: number;
  notHelpfulVotes: number;
}

/** Why a vote was not counted: the review is not listed there, or it is the voter's own. */
export type VoteRefusal = 'not-available' | 'own-review';

/**
 * The spec's vote state machine: no vote adds it, the same vote removes it, the other vote
 * switches it. Only approved reviews of the given vendor can be voted on, and never by their
 * author (a trigger of migration 0004 holds the same rule in the database).
 */
export async function castVote(
  db: Database,
  userId: string,
  vendorSlug: string,
  input: VoteInput,
): Promise<VoteOutcome | VoteRefusal> {
  return db.transaction(async (tx) => {
    const [review] = await tx
      .select({ id: vendorReviews.id, authorId: vendorReviews.userId })
      .from(vendorReviews)
      .where(
        and(
          eq(vendorReviews.id, input.reviewId),
          eq(vendorReviews.vendorSlug, vendorSlug),
          eq(vendorReviews.status, 'approved'),
        ),
      )
      .for('no key update');
    if (!review) return 'not-available';
    if (review.authorId === userId) return 'own-review';
    const mine = and(eq(reviewVotes.reviewId, review.id), eq(reviewVotes.userId, userId));
    const [existing] = await tx
      .select({ voteType: reviewVotes.voteType })
      .from(reviewVotes)
      .where(mine);
    let myVote: VoteType | null = input.voteType;
    if (!existing) {
      await tx
        .insert(reviewVotes)
        .values({ reviewId: review.id, userId, voteType: input.voteType });
    } else if (existing.voteType === input.voteType) {
      await tx.delete(reviewVotes).where(mine);
      myVote = null;
    } else {
      await tx.update(reviewVotes).set({ voteType: input.voteType }).where(mine);
    }
    const [counts] = await tx
      .select({
        helpfulVotes: vendorReviews.helpfulVotes,
        notHelpfulVotes: vendorReviews.notHelpfulVotes,
      })
      .from(vendorReviews)
      .where(eq(vendorReviews.id, review.id));
    return { reviewId: review.id, myVote, ...counts! };
  });
}
