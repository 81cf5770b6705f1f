/**
 * Password reset: better-auth stores a single-use token (verification table, 1 hour) and we mail
 * a link to /auth?token=...; the new password consumes the token, ends every session of the
 * member in the same transaction, then signs this browser in again.
 */
import { APIError } from 'better-auth';
import { and, eq, gt } from 'drizzle-orm';
import type { AppLoadContext } from 'react-router';
import type { Database } from '#database/client';
import { user, verification } from '#database/schema';
import { outsideTextProblem } from '~/utils/outside-text';
import { cancelPendingLinks } from './address-proof.server';
import { messages } from './auth-schemas';
import { getAuth } from './auth.server';
import { sessionHeaders } from './sign-in.server';
import { activeSuspension, suspensionMessage } from './suspension.server';

/** Sends the mail when the account exists; answers the same either way. */
export async function requestPasswordReset(context: AppLoadContext, email: string): Promise<void> {
  await getAuth(context.db, context.env).api.requestPasswordReset({ body: { email } });
}

/** The account a valid, unused, unexpired reset token belongs to, else null. */
export async function resetTokenOwner(
  db: Database,
  token: string,
): Promise<{ id: string; email: string } | null> {
  // A token with a control character is no token of ours (and PostgreSQL refuses U+0000).
  if (!token || token.length > 200 || outsideTextProblem(token)) return null;
  const [row] = await db
    .select({ id: user.id, email: user.email })
    .from(verification)
    .innerJoin(user, eq(user.id, verification.value))
    .where(
      and(
        eq(verification.identifier, `reset-password:${token}`),
        gt(verification.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row ?? null;
}

export type ResetResult = { ok: true; setCookies: string[] } | { ok: false; error: string };

export async function resetPassword(
  context: AppLoadContext,
  input: { token: string; password: string },
  request?: Request,
): Promise<ResetResult> {
  const owner = await resetTokenOwner(context.db, input.token);
  if (!owner) return { ok: false, error: messages.resetLinkFailed };
  // A suspended member cannot get back in by a new password; the link stays unused.
  const suspension = await activeSuspension(context.db, owner.id);
  if (suspension) return { ok: false, error: suspensionMessage(suspension) };
  const auth = getAuth(context.db, context.env);
  try {
    await auth.api.resetPassword({ body: { token: input.token, newPassword: input.password } });
  } catch (error) {
    if (error instanceof APIError) return { ok: false, error: messages.resetLinkFailed };
    throw error;
  }
  // The new password ends every other link too (a pending address change, another reset).
  await cancelPendingLinks(context.db, owner.id);
  // Every session was revoked with the reset; this browser gets a fresh one (not remembered).
  const { headers } = await auth.api.signInEmail({
    body: { email: owner.email, password: input.password, rememberMe: false },
    headers: sessionHeaders(request, context),
    returnHeaders: true,
  });
  return { ok: true, setCookies: headers.getSetCookie() };
}
