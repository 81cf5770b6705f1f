/**
 * The admin flag (profiles.is_admin). Set only here: by ADMIN_EMAILS, for an account whose
 * address was proved by a link mailed to it and opened while signed in as that account (at
 * start-up, and when the link is opened); by
 * `npm run admin:grant|admin:revoke -- <email>` (admin-command.server.ts); and by an admin on /admin/members. Never from a
 * request body. Every change is recorded in the audit trail (app/utils/moderation-log.server.ts).
 * A suspended account is never made admin, so "an admin" always means one who can act.
 */
import { and, eq, inArray, not } from 'drizzle-orm';
import type { Database } from '#database/client';
import { profiles, user } from '#database/schema';
import { recordModeration } from '~/utils/moderation-log.server';
import { isSuspended } from './suspension.server';

type Reader = Pick<Database, 'select'>;
type Writer = Pick<Database, 'select' | 'update' | 'insert'>;

/**
 * The ids of the admins who can act (admin and not suspended), their rows locked until the
 * transaction ends, so two changes at once cannot both remove "the other" admin.
 */
export async function activeAdminIds(tx: Pick<Database, 'select'>): Promise<string[]> {
  const admins = await tx
    .select({ userId: profiles.userId })
    .from(profiles)
    .where(and(eq(profiles.isAdmin, true), not(isSuspended(new Date()))))
    .for('update');
  return admins.map(({ userId }) => userId);
}

/** True while the member's suspension lasts. */
export async function isSuspendedNow(db: Reader, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: profiles.userId })
    .from(profiles)
    .where(and(eq(profiles.userId, userId), isSuspended(new Date())));
  return row !== undefined;
}

/**
 * Makes the member admin when their just-proved address is listed in ADMIN_EMAILS (and they are
 * not admin yet), recorded in the audit trail as done by no admin.
 */
export async function listedAdminGrant(
  tx: Writer,
  adminEmails: readonly string[],
  proved: { userId: string; email: string },
): Promise<void> {
  if (!adminEmails.includes(proved.email)) return;
  const promoted = await tx
    .update(profiles)
    .set({ isAdmin: true })
    .where(
      and(
        eq(profiles.userId, proved.userId),
        eq(profiles.isAdmin, false),
        not(isSuspended(new Date())),
      ),
    )
    .returning({ userId: profiles.userId });
  if (promoted.length === 0) return;
  await recordModeration(tx, {
    actorId: null,
    action: 'grant_admin',
    targetKind: 'user',
    targetId: proved.userId,
    reason: 'ADMIN_EMAILS, address confirmed',
  });
}

/**
 * Makes every account listed in ADMIN_EMAILS an admin (run at start-up) whose address was proved
 * by a link opened while signed in as it, and which is not suspended. Any other waits for that.
 */
export async function applyAdminEmails(db: Database, emails: readonly string[]): Promise<number> {
  if (emails.length === 0) return 0;
  return db.transaction(async (tx) => {
    const accounts = tx
      .select({ id: user.id })
      .from(user)
      .where(and(inArray(user.email, [...emails]), eq(user.emailVerified, true)));
    const promoted = await tx
      .update(profiles)
      .set({ isAdmin: true })
      .where(
        and(
          inArray(profiles.userId, accounts),
          eq(profiles.addressProvedSignedIn, true),
          eq(profiles.isAdmin, false),
          not(isSuspended(new Date())),
        ),
      )
      .returning({ userId: profiles.userId });
    await recordModeration(
      tx,
      promoted.map(({ userId }) => ({
        actorId: null,
        action: 'grant_admin' as const,
        targetKind: 'user' as const,
        targetId: userId,
        reason: 'ADMIN_EMAILS at start-up',
      })),
    );
    return promoted.length;
  });
}
