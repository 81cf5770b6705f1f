/**
 * Pinning a discussion to the top of the list (spec: admin pin toggle on the discussion page).
 * The caller checks that the member is an admin; only approved discussions can be pinned.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '#database/client';
import { discussions } from '#database/schema';
import { recordModeration } from '~/utils/moderation-log.server';

/**
 * Pins or unpins an approved discussion, recorded in the audit trail with the admin who did it;
 * false when there is no such discussion.
 */
export function setPinned(db: Database, discussionId: string, pinned: boolean, adminId: string) {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(discussions)
      .set({ isPinned: pinned })
      .where(and(eq(discussions.id, discussionId), eq(discussions.status, 'approved')))
      .returning({ id: discussions.id });
    if (rows.length === 0) return false;
    const action = pinned ? 'pin' : 'unpin';
    await recordModeration(tx, {
      actorId: adminId,
      action,
      targetKind: 'discussion',
      targetId: discussionId,
    });
    return true;
  });
}
