/**
 * Sign-up: the user, its credential account (better-auth's scrypt hash, the format its sign-in
 * reads) and the profile are written in ONE transaction, so there is never an account without a
 * profile. Only the checked fields reach the tables: `is_admin` comes from ADMIN_EMAILS alone.
 */
import { generateId } from 'better-auth';
import { hashPassword } from 'better-auth/crypto';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '#database/client';
import { account, profiles, user } from '#database/schema';
import type { Env } from '~/utils/env.server';
import { messages, type FieldErrors, type signUpSchema } from './auth-schemas';
import { recordModeration } from '~/utils/moderation-log.server';

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
  env: Pick<Env, 'ADMIN_EMAILS'>,
  input: SignUpInput,
): Promise<SignUpResult> {
  const taken = await takenFields(db, input);
  if (Object.keys(taken).length > 0) return { ok: false, errors: taken };
  const passwordHash = await hashPassword(input.password);
  const userId = generateId(32);
  const isAdmin = env.ADMIN_EMAILS.includes(input.email);
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
        isAdmin,
      });
      // ADMIN_EMAILS made this account an admin: the audit trail says so (no admin acted).
      if (isAdmin) {
        await recordModeration(tx, {
          actorId: null,
          action: 'grant_admin',
          targetKind: 'user',
          targetId: userId,
          reason: 'ADMIN_EMAILS at sign-up',
        });
      }
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
  return { ok: true, userId };
}
