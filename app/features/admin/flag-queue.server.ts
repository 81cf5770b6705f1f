/**
 * The admin's Flagged tab (decision 0014): what members flagged and nobody has decided
 * yet, grouped per post, oldest first; and the three decisions on it. Each decision resolves the
 * post's open flags, is written to the audit trail and, for a hide, told to the author with the
 * reason, all in one transaction under the post's row lock (so two admins cannot both decide).
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '#database/client';
import { comments, discussions, flags, vendorReviews, type FlagReason } from '#database/schema';
import { notify } from '~/features/notifications/notify.server';
import { recordModeration } from '~/utils/moderation-log.server';
import type { FlagDecisionInput } from './admin-schema';
import { flaggedTargets, type FlaggedItem } from './flagged-targets.server';

export type { FlaggedItem };

const queueLimit = 50;
const targetOf = sql<string>`coalesce(${flags.discussionId}, ${flags.commentId}, ${flags.reviewId})`;

/** Open flags per post, oldest first, with their reasons and notes. */
export async function flaggedQueue(db: Database): Promise<{ items: FlaggedItem[]; count: number }> {
  const open = isNull(flags.resolvedAt);
  const [groups, [total]] = await Promise.all([
    db
      .select({
        discussionId: flags.discussionId,
        commentId: flags.commentId,
        reviewId: flags.reviewId,
        count: sql<number>`count(*)::int`,
        since: sql<Date>`min(${flags.createdAt})`.mapWith(
          (value: string | Date) => new Date(value),
        ),
        reasons: sql<FlagReason[]>`array_agg(${flags.reason} order by ${flags.createdAt})`,
        notes: sql<
          string[]
        >`array_remove(array_agg(${flags.note} order by ${flags.createdAt}), null)`,
      })
      .from(flags)
      .where(open)
      .groupBy(flags.discussionId, flags.commentId, flags.reviewId)
      .orderBy(sql`min(${flags.createdAt})`)
      .limit(queueLimit),
    db
      .select({ count: sql<number>`count(distinct ${targetOf})::int` })
      .from(flags)
      .where(open),
  ]);
  const items = await flaggedTargets(db, groups);
  return { items, count: total?.count ?? 0 };
}

const resolutions = { hide: 'hidden', dismiss: 'dismissed', keep: 'kept' } as const;

const targets = {
  discussion: { table: discussions, column: flags.discussionId, author: discussions.authorId },
  comment: { table: comments, column: flags.commentId, author: comments.authorId },
  review: { table: vendorReviews, column: flags.reviewId, author: vendorReviews.userId },
} as const;

/** Hides, dismisses or keeps; false when the post has no open flags (already decided). */
export function decideFlags(db: Database, input: FlagDecisionInput, adminId: string) {
  const target = targets[input.kind];
  return db.transaction(async (tx) => {
    const [post] = await tx
      .select({ authorId: target.author, status: target.table.status })
      .from(target.table)
      .where(eq(target.table.id, input.id))
      .for('update');
    if (!post) return false;
    const resolved = await tx
      .update(flags)
      .set({
        resolvedAt: new Date(),
        resolvedBy: adminId,
        resolution: resolutions[input.decision],
      })
      .where(and(eq(target.column, input.id), isNull(flags.resolvedAt)))
      .returning({ id: flags.id });
    if (resolved.length === 0) return false;
    if (input.decision === 'hide') {
      await tx
        .update(target.table)
        .set({ status: 'hidden', hiddenReason: input.reason })
        .where(eq(target.table.id, input.id));
      await notify(tx, {
        userId: post.authorId,
        kind: 'content_hidden',
        reason: input.reason,
        ...(await noticeTarget(tx, input)),
      });
    } else if (post.status === 'hidden') {
      await tx
        .update(target.table)
        .set({ status: 'approved', hiddenReason: null })
        .where(eq(target.table.id, input.id));
    }
    const action = { hide: 'hide', dismiss: 'dismiss_flags', keep: 'keep' } as const;
    await recordModeration(tx, {
      actorId: adminId,
      action: action[input.decision],
      targetKind: input.kind,
      targetId: input.id,
      reason: input.reason,
    });
    return true;
  });
}

/** The notice's link: the post, and for a comment its discussion too. */
async function noticeTarget(tx: Pick<Database, 'select'>, input: FlagDecisionInput) {
  if (input.kind === 'discussion') return { discussionId: input.id };
  if (input.kind === 'review') return { reviewId: input.id };
  const [row] = await tx
    .select({ discussionId: comments.discussionId })
    .from(comments)
    .where(eq(comments.id, input.id));
  return { commentId: input.id, discussionId: row?.discussionId ?? null };
}
