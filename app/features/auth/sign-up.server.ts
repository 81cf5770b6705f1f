/**
 * Sign-up: the user, its credential account (better-auth's scrypt hash, the format its sign-in
 * reads) and the profile are written in ONE transaction, so there is never an account without a
 * profile. Only the checked fields reach the tables, and a new account is never an admin: an
 * address listed in ADMIN_EMAILS makes one only once the link mailed to it is opened while
 * signed in as that account (address-proof.server.ts).
 *
 * An address that already has an account is answered exactly as a new one (same answer, the
 * password hashed all the same, so about the same time), and its owner is mailed that someone
 * tried: the form never tells a stranger which addresses have accounts (OWASP's advice on
 * account enumeration). A taken username is still said: it is shown on every post anyway.
 */
import { generateId } from 'better-auth';
import { hashPassword } from 'better-auth/crypto';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '#database/client';
import { account, profiles, user } from '#database/schema';
import type { Env } from '~/utils/env.server';
import { sendMail, type MailMessage } from '~/utils/mail.server';
import { createAddressProof } from './address-proof.server';
import { addressProofMail, signUpAttemptMail } from './address-proof-mail.server';
import type { FieldErrors } from '~/utils/form-validation';
import { messages, type signUpSchema } from './auth-schemas';

export type SignUpInput = z.output<typeof signUpSchema>;

export type SignUpResult = { ok: true } | { ok: false; errors: FieldErrors };

type SignUpEnv = Pick<Env, 'SITE_URL' | 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR'>;

const usernameTaken: SignUpResult = { ok: false, errors: { username: messages.usernameTaken } };

async function isUsernameTaken(db: Database, username: string): Promise<boolean> {
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(sql`lower(${profiles.username}) = ${username.toLowerCase()}`)
    .limit(1);
  return row !== undefined;
}

/** The account that holds this address, if any. */
async function addressHolder(db: Database, email: string) {
  const [row] = await db
    .select({ id: user.id, username: profiles.username })
    .from(user)
    .innerJoin(profiles, eq(profiles.userId, user.id))
    .where(eq(user.email, email))
    .limit(1);
  return row;
}

function uniqueViolation(error: unknown): string | null {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  const { code, constraint } = (cause ?? {}) as { code?: string; constraint?: string };
  return code === '23505' ? (constraint ?? 'unique') : null;
}

// Not awaited: the answer takes as long whether the mail server is quick or slow.
function mailLater(env: SignUpEnv, mail: MailMessage) {
  void sendMail(env, mail).catch((error: Error) =>
    console.error('[mail] sign-up mail failed:', error.message),
  );
}

/** Someone signed up with an address that has an account: its owner hears of it, nobody else. */
async function tellAddressOwner(db: Database, env: SignUpEnv, email: string) {
  const holder = await addressHolder(db, email);
  if (!holder) return;
  const link = await createAddressProof(db, env, { userId: holder.id, email });
  mailLater(env, signUpAttemptMail(env, email, link, holder.username));
}

async function insertAccount(db: Database, env: SignUpEnv, input: SignUpInput, hash: string) {
  const userId = generateId(32);
  return db.transaction(async (tx) => {
    await tx.insert(user).values({ id: userId, name: input.displayName, email: input.email });
    await tx.insert(account).values({
      id: generateId(32),
      accountId: userId,
      providerId: 'credential',
      userId,
      password: hash,
    });
    await tx.insert(profiles).values({
      userId,
      username: input.username,
      displayName: input.displayName,
    });
    return createAddressProof(tx, env, { userId, email: input.email });
  });
}

export async function createAccount(
  db: Database,
  env: SignUpEnv,
  input: SignUpInput,
): Promise<SignUpResult> {
  if (await isUsernameTaken(db, input.username)) return usernameTaken;
  // Hashed whether or not the address is taken, so both answers take about as long.
  const passwordHash = await hashPassword(input.password);
  if (await addressHolder(db, input.email)) {
    await tellAddressOwner(db, env, input.email);
    return { ok: true };
  }
  try {
    const proofLink = await insertAccount(db, env, input, passwordHash);
    mailLater(env, addressProofMail(input.email, proofLink, input.username));
    return { ok: true };
  } catch (error) {
    // Two sign-ups racing for the same e-mail or username: the unique indexes decide.
    const constraint = uniqueViolation(error);
    if (!constraint) throw error;
    if (constraint.includes('username')) return usernameTaken;
    await tellAddressOwner(db, env, input.email);
    return { ok: true };
  }
}
