/**
 * Pinning a discussion to the top of the list (spec: admin pin toggle on the discussion page).
 * The caller checks that the member is an admin; only approved discussions can be pinned.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '#database/client';
import { discussions } from '#database/schema';

/** Pins or unpins an approved discussion; false when there is no such discussion. */
export async function setPinned(db: Database, discussionId: string, pinned: boolean) {
  const rows = await db
    .update(discussions)
    .set({ isPinned: pinned })
    .where(and(eq(discussions.id, discussionId), eq(discussions.status, 'approved')))
    .returning({ id: discussions.id });
  return rows.length === 1;
}
