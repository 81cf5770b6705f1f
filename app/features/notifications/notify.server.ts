/**
 * Tells a member of a moderator's decision on what they posted. Replies and helpful
 * votes are told by the database itself (triggers of migration 0007). Call it with the
 * transaction that makes the decision, so the decision and its notice are kept or lost together.
 */
import type { Database } from '#database/client';
import { notifications, type NotificationKind } from '#database/schema';

/** The database or a transaction on it. */
type Writer = Pick<Database, 'insert'>;

export interface Notice {
  userId: string;
  kind: NotificationKind;
  discussionId?: string | null;
  commentId?: string | null;
  reviewId?: string | null;
  /** The moderator's reason, shown to the member. */
  reason?: string | null;
}

export async function notify(db: Writer, notices: Notice | Notice[]) {
  const rows = Array.isArray(notices) ? notices : [notices];
  if (rows.length === 0) return;
  await db
    .insert(notifications)
    .values(rows.map((row) => ({ ...row, reason: row.reason || null, actorId: null })));
}
