/** The one e-mail setting (Profile Settings and the unsubscribe link): digests on or off. */
import { eq } from 'drizzle-orm';
import type { Database } from '#database/client';
import { profiles } from '#database/schema';

export async function wantsEmail(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ on: profiles.emailNotifications })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row?.on ?? false;
}

/** Turns digests on or off; false when there is no such member. */
export async function setWantsEmail(db: Database, userId: string, on: boolean): Promise<boolean> {
  const rows = await db
    .update(profiles)
    .set({ emailNotifications: on })
    .where(eq(profiles.userId, userId))
    .returning({ id: profiles.id });
  return rows.length > 0;
}
