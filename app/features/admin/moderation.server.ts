/**
 * Admin moderation (spec: "Admin dashboard", "Admin" calls): site counts, the pending queues and
 * the status changes. Only pending items can be decided, so a second click changes nothing.
 * Pinning belongs to the forum (community/discussion-pin.server.ts): it is done on the
 * discussion page, and admin may import community, never the other way round.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '#database/client';
import { descNullsLast } from '~/utils/sql-order.server';
import { comments, discussions, profiles, siteTotals, vendorReviews } from '#database/schema';
import { vendorName } from '~/data/vendors';
import { recordModeration } from '~/utils/moderation-log.server';
import { notify } from '~/features/notifications/notify.server';
import type { ModerationInput } from './admin-schema';

/** The oldest items wait on later pages of nobody's attention: show the newest 50 of each. */
const queueLimit = 50;

export interface PendingAuthor {
  username: string | null;
  displayName: string | null;
}
export interface PendingItem {
  id: string;
  /** The discussion's title; for a comment, its discussion's title; for a review, the vendor. */
  title: string;
  content: string;
  createdAt: string;
  author: PendingAuthor;
  /** Reviews only. */
  rating?: number;
}

/**
 * The dashboard's totals, read from the one row of site_totals: triggers keep it in the writer's
 * transaction (migration 0023), so a view reads one row instead of counting three growing tables.
 * The account that stands for deleted members is not a member (decision 0022).
 */
export async function siteStats(db: Database) {
  const [totals] = await db
    .select({
      users: siteTotals.members,
      discussions: siteTotals.discussions,
      comments: siteTotals.comments,
    })
    .from(siteTotals);
  return totals ?? { users: 0, discussions: 0, comments: 0 };
}

/** A pending row as the moderation screen shows it. */
const item = (row: {
  id: string;
  title: string;
  content: string | null;
  createdAt: Date;
  username: string | null;
  displayName: string | null;
}): PendingItem => ({
  id: row.id,
  title: row.title,
  content: row.content ?? '',
  createdAt: row.createdAt.toISOString(),
  author: { username: row.username, displayName: row.displayName },
});

export async function pendingQueues(db: Database) {
  const author = { username: profiles.username, displayName: profiles.displayName };
  const [pendingDiscussions, pendingComments, pendingReviews, ...counts] = await Promise.all([
    db
      .select({
        id: discussions.id,
        title: discussions.title,
        content: discussions.content,
        createdAt: discussions.createdAt,
        ...author,
      })
      .from(discussions)
      .leftJoin(profiles, eq(profiles.userId, discussions.authorId))
      .where(eq(discussions.status, 'pending'))
      .orderBy(descNullsLast(discussions.createdAt))
      .limit(queueLimit),
    db
      .select({
        id: comments.id,
        title: discussions.title,
        content: comments.content,
        createdAt: comments.createdAt,
        ...author,
      })
      .from(comments)
      .innerJoin(discussions, eq(discussions.id, comments.discussionId))
      .leftJoin(profiles, eq(profiles.userId, comments.authorId))
      .where(eq(comments.status, 'pending'))
      .orderBy(descNullsLast(comments.createdAt))
      .limit(queueLimit),
    db
      .select({
        id: vendorReviews.id,
        vendorSlug: vendorReviews.vendorSlug,
        rating: vendorReviews.rating,
        content: vendorReviews.comment,
        createdAt: vendorReviews.createdAt,
        ...author,
      })
      .from(vendorReviews)
      .leftJoin(profiles, eq(profiles.userId, vendorReviews.userId))
      .where(eq(vendorReviews.status, 'pending'))
      .orderBy(descNullsLast(vendorReviews.createdAt))
      .limit(queueLimit),
    db.$count(discussions, eq(discussions.status, 'pending')),
    db.$count(comments, eq(comments.status, 'pending')),
    db.$count(vendorReviews, eq(vendorReviews.status, 'pending')),
  ]);
  return {
    discussions: pendingDiscussions.map(item),
    comments: pendingComments.map(item),
    reviews: pendingReviews.map((row) => ({
      ...item({ ...row, title: vendorName(row.vendorSlug) }),
      rating: row.rating,
    })),
    counts: { discussions: counts[0], comments: counts[1], reviews: counts[2] },
  };
}

const tables = { discussion: discussions, comment: comments, review: vendorReviews } as const;
const authorOf = {
  discussion: discussions.authorId,
  comment: comments.authorId,
  review: vendorReviews.userId,
} as const;
const targetOf = { discussion: 'discussionId', comment: 'commentId', review: 'reviewId' } as const;

/**
 * Approves or rejects a pending item and records it in the audit trail, with the admin and their
 * reason; false when it is not pending (or does not exist).
 */
export function moderate(db: Database, input: ModerationInput, adminId: string): Promise<boolean> {
  const table = tables[input.kind];
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(table)
      .set({ status: input.decision === 'approve' ? 'approved' : 'rejected' })
      .where(and(eq(table.id, input.id), eq(table.status, 'pending')))
      .returning({ id: table.id, authorId: authorOf[input.kind] });
    const [row] = rows;
    if (!row) return false;
    await recordModeration(tx, {
      actorId: adminId,
      action: input.decision,
      targetKind: input.kind,
      targetId: input.id,
      reason: input.reason,
    });
    // The author hears of the decision, with the reason; an admin deciding their own post does not.
    if (row.authorId !== adminId) {
      await notify(tx, {
        userId: row.authorId,
        kind: `${input.kind}_${input.decision === 'approve' ? 'approved' : 'rejected'}`,
        [targetOf[input.kind]]: input.id,
        reason: input.reason,
      });
    }
    return true;
  });
}
