/**
 * "This isn't my account": the owner of a mailbox who gets a link for an account they did not
 * create (someone signed up with their address, or asked to move an account to it) takes the
 * address back with that link. An account that holds the address loses it, with every session
 * and pending link; a change of address that was only asked for just ends. The token decides
 * which account: nothing the form sends can name another.
 */
import { and, eq, gt } from 'drizzle-orm';
import type { AppLoadContext } from 'react-router';
import type { Database } from '#database/client';
import { profiles, session, user, verification } from '#database/schema';
import {
  cancelPendingLinks,
  forgetCounters,
  identifierOf,
  isProofToken,
  readProofValue,
} from './address-proof.server';

export type AddressReleaseOutcome = 'released' | 'declined' | 'invalid';

/** The address an account is left with: no mail can reach it, and it stays unique. */
export const releasedAddress = (userId: string) => `released-${userId.toLowerCase()}@invalid`;

/** What the page shows before anything is used: whose account the link is for, and which kind. */
export async function readAddressProof(
  db: Pick<Database, 'select'>,
  token: string,
): Promise<{ userId: string; username: string; kind: 'sign-up' | 'change' } | null> {
  if (!isProofToken(token)) return null;
  const [pending] = await db
    .select({ value: verification.value })
    .from(verification)
    .where(
      and(eq(verification.identifier, identifierOf(token)), gt(verification.expiresAt, new Date())),
    );
  if (!pending) return null;
  const { userId, email } = readProofValue(pending.value);
  const [account] = await db
    .select({ email: user.email, username: profiles.username })
    .from(user)
    .innerJoin(profiles, eq(profiles.userId, user.id))
    .where(eq(user.id, userId));
  if (!account) return null;
  return {
    userId,
    username: account.username,
    kind: account.email === email ? 'sign-up' : 'change',
  };
}

export async function releaseAddress(
  context: Pick<AppLoadContext, 'db'>,
  token: string,
): Promise<AddressReleaseOutcome> {
  if (!isProofToken(token)) return 'invalid';
  return context.db.transaction(async (tx) => {
    const [used] = await tx
      .delete(verification)
      .where(
        and(
          eq(verification.identifier, identifierOf(token)),
          gt(verification.expiresAt, new Date()),
        ),
      )
      .returning({ value: verification.value });
    if (!used) return 'invalid';
    const { userId, email } = readProofValue(used.value);
    const [holder] = await tx
      .select({ email: user.email })
      .from(user)
      .where(eq(user.id, userId))
      .for('update');
    if (holder?.email !== email) return 'declined';
    await tx
      .update(user)
      .set({ email: releasedAddress(userId), emailVerified: false, updatedAt: new Date() })
      .where(eq(user.id, userId));
    await tx
      .update(profiles)
      .set({ addressProvedSignedIn: false })
      .where(eq(profiles.userId, userId));
    await tx.delete(session).where(eq(session.userId, userId));
    await cancelPendingLinks(tx, userId);
    await forgetCounters(tx, email);
    return 'released';
  });
}
