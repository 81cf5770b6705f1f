/**
 * Vendor reviews and review votes: the queries and rules (spec: "Vendor reviews", "States and
 * transitions", "Reviews and votes"). The database keeps helpful_votes and not_helpful_votes equal
 * to the vote rows (trigger in migration 0002); castVote locks the review row so one member's
 * clicks are decided one after another (add, switch or remove).
 */
import { and, avg, count, eq, inArray } from 'drizzle-orm';
import { data, type AppLoadContext } from 'react-router';
import type { Database } from '#database/client';
import { descNullsLast } from '~/utils/sql-order.server';
import { reviewVotes, vendorReviews, type VoteType } from '#database/schema';
import { vendorSlugs } from '~/data/vendor-slugs';
import { getOptionalUser, requireUser } from '~/features/auth/session.server';
import { isDatabaseUnavailable, pgErrorCode, pgErrorCodes } from '~/utils/database-errors.server';
import { parseForm } from '~/utils/form-validation';
import { loadOrFallback } from '~/utils/load-or-fallback.server';
import { consumeLimit } from '~/utils/rate-limit.server';
import { assertSameOrigin } from '~/utils/same-origin.server';
import { reviewMessages } from './review-messages';
import {
  reviewFormSchema,
  voteFormSchema,
  type ReviewInput,
  type VoteInput,
} from './review-schema';
import type { VendorReviewsData } from './types';

export type { VendorReview, VendorReviewsData } from './types';

/** The newest approved reviews a vendor page lists. */
const reviewListLimit = 100;

export async function loadVendorReviews(
  db: Database,
  vendorSlug: string,
  userId: string | null,
): Promise<VendorReviewsData> {
  const approved = and(
    eq(vendorReviews.vendorSlug, vendorSlug),
    eq(vendorReviews.status, 'approved'),
  );
  const [rows, [summary], own] = await Promise.all([
    db
      .select({
        id: vendorReviews.id,
        rating: vendorReviews.rating,
        comment: vendorReviews.comment,
        createdAt: vendorReviews.createdAt,
        helpfulVotes: vendorReviews.helpfulVotes,
        notHelpfulVotes: vendorReviews.notHelpfulVotes,
      })
      .from(vendorReviews)
      .where(approved)
      .orderBy(descNullsLast(vendorReviews.createdAt))
      .limit(reviewListLimit),
    db
      .select({ average: avg(vendorReviews.rating), total: count() })
      .from(vendorReviews)
      .where(approved),
    userId
      ? db
          .select({ id: vendorReviews.id, status: vendorReviews.status })
          .from(vendorReviews)
          .where(and(eq(vendorReviews.vendorSlug, vendorSlug), eq(vendorReviews.userId, userId)))
      : Promise.resolve([]),
  ]);
  const votes =
    userId && rows.length > 0
      ? await db
          .select({ reviewId: reviewVotes.reviewId, voteType: reviewVotes.voteType })
          .from(reviewVotes)
          .where(
            and(
              eq(reviewVotes.userId, userId),
              inArray(
                reviewVotes.reviewId,
                rows.map((row) => row.id),
              ),
            ),
          )
      : [];
  const myVotes = new Map(votes.map((vote) => [vote.reviewId, vote.voteType]));
  // A member has at most one review per vendor (unique key): the one found above is theirs.
  const myReviewId = own[0]?.id ?? null;
  return {
    vendorSlug,
    reviews: rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      myVote: myVotes.get(row.id) ?? null,
      mine: row.id === myReviewId,
    })),
    averageRating: summary?.average == null ? null : Number(summary.average),
    approvedCount: summary?.total ?? 0,
    signedIn: userId !== null,
    myReviewStatus: own[0]?.status ?? null,
  };
}

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
 * author (issue 11; a trigger of migration 0004 holds the same rule in the database).
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

/** For the vendor page's loader. */
export async function vendorReviewsLoader(
  request: Request,
  context: AppLoadContext,
  vendorSlug: string,
): Promise<VendorReviewsData> {
  const user = await getOptionalUser(request, context);
  const empty: VendorReviewsData = {
    vendorSlug,
    reviews: [],
    averageRating: null,
    approvedCount: 0,
    signedIn: user !== null,
    myReviewStatus: null,
  };
  return loadOrFallback(
    'reviews',
    () => loadVendorReviews(context.db, vendorSlug, user?.id ?? null),
    empty,
  );
}

const isVendorSlug = (slug: string) => (vendorSlugs as readonly string[]).includes(slug);

/**
 * An unexpected failure: logged, answered with the spec's generic 'Failed to ...' toast. An
 * outage goes on to the 503 page (entry.server.tsx) instead.
 */
function failed(error: unknown): undefined {
  if (isDatabaseUnavailable(error)) throw error;
  console.error('[reviews] write failed:', error);
  return undefined;
}

/**
 * For the vendor page's action: handles intent 'review' and 'vote' and returns null for any other
 * intent. Visitors are sent to sign in; members are rate limited per user.
 */
export async function vendorReviewsAction(
  request: Request,
  context: AppLoadContext,
  vendorSlug: string,
  formData: FormData,
) {
  const intent = formData.get('intent');
  if (intent !== 'review' && intent !== 'vote') return null;
  assertSameOrigin(request, context.env.SITE_URL);
  if (!isVendorSlug(vendorSlug)) throw data({ error: 'Unknown vendor.' }, { status: 404 });
  const user = await requireUser(request, context);
  const { db } = context;

  if (intent === 'review') {
    const parsed = parseForm(reviewFormSchema, formData);
    if (!parsed.ok) {
      return data({ intent, ok: false, fieldErrors: parsed.fieldErrors } as const, { status: 400 });
    }
    const limited = await consumeLimit(context, 'review', `user:${user.id}`);
    if (limited) return limited;
    const result = await submitReview(db, user.id, vendorSlug, parsed.data).catch(failed);
    if (!result) return data({ intent, ok: false } as const, { status: 500 });
    if (!result.ok) {
      return data({ intent, ok: false, error: 'duplicate' } as const, { status: 409 });
    }
    return data({ intent, ok: true } as const);
  }

  const parsed = parseForm(voteFormSchema, formData);
  if (!parsed.ok) {
    return data({ intent, ok: false, error: 'This review is not available.' } as const, {
      status: 400,
    });
  }
  const limited = await consumeLimit(context, 'vote', `user:${user.id}`);
  if (limited) return limited;
  const outcome = await castVote(db, user.id, vendorSlug, parsed.data).catch(failed);
  if (outcome === undefined) return data({ intent, ok: false } as const, { status: 500 });
  if (outcome === 'own-review') {
    return data({ intent, ok: false, error: reviewMessages.ownReview.description } as const, {
      status: 403,
    });
  }
  if (outcome === 'not-available') {
    return data({ intent, ok: false, error: 'This review is not available.' } as const, {
      status: 404,
    });
  }
  return data({ intent, ok: true, ...outcome } as const);
}
