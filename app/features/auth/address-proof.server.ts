/**
 * Links that prove an e-mail address belongs to a member: the one mailed after sign-up (the
 * address they signed up with) and the one mailed for a change of address (the new address).
 * Opening either marks the address as proved (`user.email_verified`). The link proves the mailbox,
 * not the account: whoever signed up first with someone else's address gets that person's link
 * in their mailbox. So an address listed in ADMIN_EMAILS makes an admin only when the link is
 * opened while signed in as the account it names (`profiles.address_proved_signed_in`), and a
 * link opened while signed in as another account does nothing.
 *
 * A link's token is 32 random bytes; only its SHA-256 is stored (better-auth's verification
 * table), so the database cannot give a working link away. It works once and for an hour.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { AppLoadContext } from 'react-router';
import type { Database } from '#database/client';
import { profiles, rateLimits, user, verification } from '#database/schema';
import { isSuspendedNow, listedAdminGrant } from './admin-role.server';

const lifetimeMs = 60 * 60 * 1000;
// The prefix predates sign-up links; links already mailed keep working.
const prefix = 'change-email:';
export const identifierOf = (token: string) =>
  `${prefix}${createHash('sha256').update(token).digest('hex')}`;

type Writer = Pick<Database, 'insert' | 'delete'>;

export const isProofToken = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

/** What a pending link says: whose account, and which address it proves. */
export type AddressProof = { userId: string; email: string };
export const readProofValue = (value: string) => JSON.parse(value) as AddressProof;

/** Stores a new link for `email` and returns its address, to be mailed to that address. */
export async function createAddressProof(
  db: Writer,
  env: { SITE_URL: string },
  proof: { userId: string; email: string },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(verification).values({
    id: randomBytes(16).toString('hex'),
    identifier: identifierOf(token),
    value: JSON.stringify({ userId: proof.userId, email: proof.email }),
    expiresAt: new Date(Date.now() + lifetimeMs),
  });
  const link = new URL('/profile/confirm-email', env.SITE_URL);
  link.searchParams.set('token', token);
  return link.href;
}

/**
 * Ends every link that could still change this member's address or password: pending address
 * links and password reset links. Called when the password changes or the member is suspended,
 * so a link asked for by someone who knew the old password dies with it.
 */
export async function cancelPendingLinks(db: Writer, userId: string): Promise<void> {
  await db.delete(verification).where(
    // CASE keeps the JSON cast away from reset rows, whose value is the bare user id.
    sql`case
      when ${verification.identifier} like 'reset-password:%' then ${verification.value} = ${userId}
      when ${verification.identifier} like ${`${prefix}%`} then (${verification.value}::jsonb ->> 'userId') = ${userId}
      else false end`,
  );
}

/**
 * Rate-limit counters are keyed `<action>:<e-mail>`: once an address is no longer the member's,
 * its counters would only keep a personal value (deleting the account could not find them).
 */
export async function forgetCounters(db: Writer, email: string) {
  const suffix = `:${email}`;
  await db
    .delete(rateLimits)
    .where(sql`lower(right(${rateLimits.key}, ${suffix.length})) = ${suffix.toLowerCase()}`);
}

export type AddressProofOutcome = 'changed' | 'confirmed' | 'invalid' | 'taken' | 'other-account';

const isUniqueViolation = (error: unknown) => {
  const cause = (error as { cause?: { code?: string } })?.cause ?? error;
  return (cause as { code?: string })?.code === '23505';
};

/**
 * Uses a link once: its address becomes the member's, proved ('changed' when it differs from the
 * one they had, 'confirmed' when it is the same); every other pending link of theirs ends. Opened
 * while signed in as that member (`signedInId`), a proved address listed in ADMIN_EMAILS makes
 * them admin; opened while signed in as another member, it does nothing and stays usable
 * ('other-account'). A suspended member's link does nothing.
 */
export async function redeemAddressProof(
  context: Pick<AppLoadContext, 'db' | 'env'>,
  token: string,
  signedInId: string | null,
): Promise<AddressProofOutcome> {
  if (!isProofToken(token)) return 'invalid';
  const live = and(
    eq(verification.identifier, identifierOf(token)),
    gt(verification.expiresAt, new Date()),
  );
  try {
    return await context.db.transaction(async (tx) => {
      const [pending] = await tx
        .select({ value: verification.value })
        .from(verification)
        .where(live)
        .for('update');
      if (!pending) return 'invalid';
      const { userId, email } = readProofValue(pending.value);
      if (signedInId !== null && signedInId !== userId) return 'other-account';
      await tx.delete(verification).where(live);
      if (await isSuspendedNow(tx, userId)) return 'invalid';
      const [before] = await tx
        .select({ email: user.email })
        .from(user)
        .where(eq(user.id, userId))
        .for('update');
      if (!before) return 'invalid';
      await tx
        .update(user)
        .set({ email, emailVerified: true, updatedAt: new Date() })
        .where(eq(user.id, userId));
      const provedSignedIn = signedInId === userId;
      await tx
        .update(profiles)
        .set({ addressProvedSignedIn: provedSignedIn })
        .where(eq(profiles.userId, userId));
      await cancelPendingLinks(tx, userId);
      if (before.email !== email) await forgetCounters(tx, before.email);
      if (provedSignedIn) await listedAdminGrant(tx, context.env.ADMIN_EMAILS, { userId, email });
      return before.email === email ? 'confirmed' : 'changed';
    });
  } catch (error) {
    // Someone signed up with that address meanwhile: the link is used up, nothing changed.
    if (isUniqueViolation(error)) return 'taken';
    throw error;
  }
}
