/**
 * A member's new password and the end of their other sessions commit together or not at all: a
 * new password is often meant to shut out whoever else holds a session, so a failure between the
 * two (a database outage) must not leave the password changed and those sessions alive.
 * better-auth's changePassword can revoke sessions in its transaction only by replacing this
 * browser's session too (a new token and a fresh 30 days), so this is ours, like sign-up
 * (docs/decisions/0005-accounts-with-better-auth.md), with better-auth's own scrypt hash and check.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { AppLoadContext } from 'react-router';
import { account, session } from '#database/schema';
import { cancelPendingLinks } from './address-proof.server';
import { getAuth } from './auth.server';
import { getSessionToken } from './session.server';

/** The member's password login, when `given` is its password (better-auth's scrypt check). */
export async function checkPassword(context: AppLoadContext, userId: string, given: string) {
  const { password } = await getAuth(context.db, context.env).$context;
  const [credential] = await context.db
    .select({ id: account.id, hash: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')))
    .limit(1);
  if (!credential?.hash) return null;
  return (await password.verify({ hash: credential.hash, password: given })) ? credential : null;
}

/** False when the current password is wrong (nothing is written then). */
export async function changePassword(
  request: Request,
  context: AppLoadContext,
  userId: string,
  passwords: { current: string; next: string },
): Promise<boolean> {
  const credential = await checkPassword(context, userId, passwords.current);
  if (!credential) return false;
  const { password } = await getAuth(context.db, context.env).$context;
  const hash = await password.hash(passwords.next);
  const thisSession = getSessionToken(request, context);
  await context.db.transaction(async (tx) => {
    await tx
      .update(account)
      .set({ password: hash, updatedAt: new Date() })
      .where(eq(account.id, credential.id));
    await tx
      .delete(session)
      .where(
        and(eq(session.userId, userId), thisSession ? ne(session.token, thisSession) : undefined),
      );
    // A link asked for with the old password (a new address, a reset) dies with it.
    await cancelPendingLinks(tx, userId);
  });
  return true;
}
