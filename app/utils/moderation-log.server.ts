/**
 * The audit trail's one writer (database/schema/moderation-log.ts). Call it with the transaction
 * that makes the change, so an action and its record are kept or lost together.
 */
import type { Database } from '#database/client';
import { moderationLog, type ModerationAction, type ModerationTarget } from '#database/schema';

/** The database or a transaction on it. */
type Writer = Pick<Database, 'insert'>;

export interface ModerationEntry {
  /** The admin who acted; null for the command line and ADMIN_EMAILS. */
  actorId: string | null;
  action: ModerationAction;
  targetKind: ModerationTarget;
  targetId: string;
  reason?: string | null;
}

export async function recordModeration(db: Writer, entries: ModerationEntry | ModerationEntry[]) {
  const rows = Array.isArray(entries) ? entries : [entries];
  if (rows.length === 0) return;
  await db
    .insert(moderationLog)
    .values(rows.map((row) => ({ ...row, reason: row.reason || null })));
}
