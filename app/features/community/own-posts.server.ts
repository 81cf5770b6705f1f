/**
 * A member's own posts in every status: the discussions awaiting approval that the
 * list shows its author, and the "My posts" page. Only ever the asking member's rows.
 */
import { and, desc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '#database/client';
import { comments, discussions, vendorReviews, type ModerationStatus } from '#database/schema';

/** A rejected post stays in the author's lists this long; then only on "My posts". */
const rejectedShownFor = sql`now() - interval '14 days'`;

export interface OwnDiscussion {
  id: string;
  title: string;
  status: ModerationStatus;
  createdAt: string;
  replyCount: number;
  /** Removed by its author: its title is gone too. */
  removed: boolean;
}

const discussionColumns = {
  id: discussions.id,
  title: discussions.title,
  status: discussions.status,
  createdAt: discussions.createdAt,
  replyCount: discussions.replyCount,
  removed: sql<boolean>`${discussions.deletedAt} is not null`,
};
const iso = <Row extends { createdAt: Date }>(row: Row) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

/** The member's discussions that others cannot see: pending, or lately rejected or hidden. */
export async function ownAwaitingDiscussions(
  db: Database,
  authorId: string,
): Promise<OwnDiscussion[]> {
  const rows = await db
    .select(discussionColumns)
    .from(discussions)
    .where(
      and(
        eq(discussions.authorId, authorId),
        or(
          eq(discussions.status, 'pending'),
          and(
            inArray(discussions.status, ['rejected', 'hidden']),
            gt(discussions.createdAt, rejectedShownFor),
          ),
        ),
      ),
    )
    .orderBy(desc(discussions.createdAt))
    .limit(10);
  return rows.map(iso);
}

const listLimit = 100;

/** Everything the member posted, newest first, each with its status. */
export async function myPosts(db: Database, userId: string) {
  const [ownDiscussions, ownComments, ownReviews] = await Promise.all([
    db
      .select(discussionColumns)
      .from(discussions)
      .where(eq(discussions.authorId, userId))
      .orderBy(desc(discussions.createdAt))
      .limit(listLimit),
    db
      .select({
        id: comments.id,
        discussionId: comments.discussionId,
        discussionTitle: discussions.title,
        // The discussion is only worth a link while others (or its author) can open it.
        discussionOpen: sql<boolean>`${discussions.status} = 'approved' or ${discussions.authorId} = ${userId}`,
        excerpt: sql<string>`left(${comments.content}, 200)`,
        status: comments.status,
        createdAt: comments.createdAt,
        removed: sql<boolean>`${comments.deletedAt} is not null`,
      })
      .from(comments)
      .innerJoin(discussions, eq(discussions.id, comments.discussionId))
      .where(eq(comments.authorId, userId))
      .orderBy(desc(comments.createdAt))
      .limit(listLimit),
    db
      .select({
        id: vendorReviews.id,
        vendorSlug: vendorReviews.vendorSlug,
        rating: vendorReviews.rating,
        status: vendorReviews.status,
        createdAt: vendorReviews.createdAt,
      })
      .from(vendorReviews)
      .where(eq(vendorReviews.userId, userId))
      .orderBy(desc(vendorReviews.createdAt))
      .limit(listLimit),
  ]);
  return {
    discussions: ownDiscussions.map(iso),
    comments: ownComments.map(iso),
    reviews: ownReviews.map(iso),
  };
}

export type MyPosts = Awaited<ReturnType<typeof myPosts>>;
