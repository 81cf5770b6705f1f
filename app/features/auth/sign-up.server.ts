/**
 * Sign-up: the user, its credential account (better-auth's scrypt hash, the format its sign-in
 * reads) and the profile are written in ONE transaction, so there is never an account without a
 * profile. Only the checked fields reach the tables, and a new account is never an admin: an
 * address listed in ADMIN_EMAILS makes one only once the link mailed to it is opened
 * (address-proof.server.ts), so signing up first with an admin's address gains nothing.
 */
import { generateId } from 'better-auth';
import { hashPassword } from 'better-auth/crypto';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '#database/client';
import { account, profiles, user } from '#database/schema';
import type { Env } from '~/utils/env.server';
import { sendMail } from '~/utils/mail.server';
import { createAddressProof } from './address-proof.server';
import { addressProofMail } from './address-proof-mail.server';
import type { FieldErrors } from '~/utils/form-validation';
import { messages, type signUpSchema } from './auth-schemas';

export type SignUpInput = z.output<typeof signUpSchema>;

export type SignUpResult = { ok: true; userId: string } | { ok: false; errors: FieldErrors };

async function takenFields(db: Database, input: SignUpInput): Promise<FieldErrors> {
  const [emailRow] = await db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, input.email))
    .limit(1);
  const [usernameRow] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(sql`lower(${profiles.username}) = ${input.username.toLowerCase()}`)
    .limit(1);
  const errors: FieldErrors = {};
  if (emailRow) errors.email = messages.emailTaken;
  if (usernameRow) errors.username = messages.usernameTaken;
  return errors;
}

function uniqueViolation(error: unknown): string | null {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  const { code, constraint } = (cause ?? {}) as { code?: string; constraint?: string };
  return code === '23505' ? (constraint ?? 'unique') : null;
}

export async function createAccount(
  db: Database,
  env: Pick<Env, 'SITE_URL' | 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR'>,
  input: SignUpInput,
): Promise<SignUpResult> {
  const taken = await takenFields(db, input);
  if (Object.keys(taken).length > 0) return { ok: false, errors: taken };
  const passwordHash = await hashPassword(input.password);
  const userId = generateId(32);
  let proofLink = '';
  try {
    await db.transaction(async (tx) => {
      await tx.insert(user).values({ id: userId, name: input.displayName, email: input.email });
      await tx.insert(account).values({
        id: generateId(32),
        accountId: userId,
        providerId: 'credential',
        userId,
        password: passwordHash,
      });
      await tx.insert(profiles).values({
        userId,
        username: input.username,
        displayName: input.displayName,
      });
      proofLink = await createAddressProof(tx, env, { userId, email: input.email });
    });
  } catch (error) {
    // Two sign-ups racing for the same e-mail or username: the unique indexes decide.
    const constraint = uniqueViolation(error);
    if (!constraint) throw error;
    return {
      ok: false,
      errors: constraint.includes('username')
        ? { username: messages.usernameTaken }
        : { email: messages.emailTaken },
    };
  }
  // Not awaited: the answer takes as long whether the mail server is quick or slow.
  void sendMail(env, addressProofMail(input.email, proofLink, input.username)).catch(
    (error: Error) => console.error('[mail] address confirmation failed:', error.message),
  );
  return { ok: true, userId };
}
