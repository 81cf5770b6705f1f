/**
 * The admin flag (profiles.is_admin). Set only here: by ADMIN_EMAILS at start-up and sign-up,
 * and by `npm run admin:grant|admin:revoke -- <email>`. Never from a request body. Every change
 * is recorded in the audit trail (app/utils/moderation-log.server.ts).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '#database/client';
import { profiles, user } from '#database/schema';
import { recordModeration } from '~/utils/moderation-log.server';

/**
 * Sets the flag of the account with this e-mail (`npm run admin:grant|admin:revoke`), recorded
 * in the audit trail as done from the command line; false when there is no such account.
 */
export async function setAdminByEmail(
  db: Database,
  email: string,
  isAdmin: boolean,
): Promise<boolean> {
  const [account] = await db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, email.trim().toLowerCase()))
    .limit(1);
  if (!account) return false;
  await db.transaction(async (tx) => {
    await tx.update(profiles).set({ isAdmin }).where(eq(profiles.userId, account.id));
    await recordModeration(tx, {
      actorId: null,
      action: isAdmin ? 'grant_admin' : 'revoke_admin',
      targetKind: 'user',
      targetId: account.id,
      reason: 'command line',
    });
  });
  return true;
}

/** Makes every existing account listed in ADMIN_EMAILS an admin (run at start-up). */
export async function applyAdminEmails(db: Database, emails: readonly string[]): Promise<number> {
  if (emails.length === 0) return 0;
  return db.transaction(async (tx) => {
    const accounts = tx
      .select({ id: user.id })
      .from(user)
      .where(inArray(user.email, [...emails]));
    const promoted = await tx
      .update(profiles)
      .set({ isAdmin: true })
      .where(and(inArray(profiles.userId, accounts), eq(profiles.isAdmin, false)))
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
