/**
 * Rows for community tests, inserted directly: discussions, comments and reviews in any status.
 * Their authors come from createTestUser (tests/support/users.ts).
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../database/client';
import {
  comments,
  discussionCategories,
  discussions,
  vendorReviews,
  type ModerationStatus,
} from '../../database/schema';

export async function insertDiscussion(
  db: Database,
  authorId: string,
  options: {
    title?: string;
    content?: string;
    status?: ModerationStatus;
    isPinned?: boolean;
    categorySlug?: string;
    createdAt?: Date;
  } = {},
) {
  let categoryId: string | null = null;
  if (options.categorySlug) {
    const [category] = await db
      .select({ id: discussionCategories.id })
      .from(discussionCategories)
      .where(eq(discussionCategories.slug, options.categorySlug));
    categoryId = category!.id;
  }
  const [row] = await db
    .insert(discussions)
    .values({
      title: options.title ?? 'A discussion',
      content: options.content ?? 'Some content.',
      status: options.status ?? 'approved',
      isPinned: options.isPinned ?? false,
      authorId,
      categoryId,
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
    })
    .returning();
  return row!;
}

export async function insertComment(
  db: Database,
  authorId: string,
  discussionId: string,
  options: { content?: string; status?: ModerationStatus; parentCommentId?: string } = {},
) {
  const [row] = await db
    .insert(comments)
    .values({
      content: options.content ?? 'A comment.',
      status: options.status ?? 'approved',
      discussionId,
      authorId,
      parentCommentId: options.parentCommentId ?? null,
    })
    .returning();
  return row!;
}

export async function insertReview(
  db: Database,
  userId: string,
  options: {
    vendorSlug?: string;
    rating?: number;
    comment?: string | null;
    status?: ModerationStatus;
  } = {},
) {
  const [row] = await db
    .insert(vendorReviews)
    .values({
      vendorSlug: options.vendorSlug ?? 'peptide-sciences',
      userId,
      rating: options.rating ?? 4,
      comment: options.comment === undefined ? 'Good service.' : options.comment,
      status: options.status ?? 'approved',
    })
    .returning();
  return row!;
}

/** A review's helpful / not-helpful counts beside the vote rows they must equal. */
export async function countsEqualRows(db: Database, reviewId: string) {
  const [row] = await db
    .select({
      helpful: vendorReviews.helpfulVotes,
      notHelpful: vendorReviews.notHelpfulVotes,
      helpfulRows: sql<number>`(select count(*)::int from review_votes v where v.review_id = ${reviewId} and v.vote_type = 'helpful')`,
      notHelpfulRows: sql<number>`(select count(*)::int from review_votes v where v.review_id = ${reviewId} and v.vote_type = 'not_helpful')`,
    })
    .from(vendorReviews)
    .where(eq(vendorReviews.id, reviewId));
  return row!;
}
