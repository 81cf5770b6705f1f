/**
 * The admin flag (profiles.is_admin). Set only here: by ADMIN_EMAILS at start-up and sign-up,
 * and by `npm run admin:grant|admin:revoke -- <email>`. Never from a request body.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '#database/client';
import { profiles, user } from '#database/schema';

/** Sets the flag of the account with this e-mail; false when there is no such account. */
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
  await db.update(profiles).set({ isAdmin }).where(eq(profiles.userId, account.id));
  return true;
}

/** Makes every existing account listed in ADMIN_EMAILS an admin (run at start-up). */
export async function applyAdminEmails(db: Database, emails: readonly string[]): Promise<number> {
  if (emails.length === 0) return 0;
  const accounts = db
    .select({ id: user.id })
    .from(user)
    .where(inArray(user.email, [...emails]));
  const promoted = await db
    .update(profiles)
    .set({ isAdmin: true })
    .where(inArray(profiles.userId, accounts))
    .returning({ id: profiles.id });
  return promoted.length;
}
