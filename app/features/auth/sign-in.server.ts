/**
 * Sign-in by e-mail or username. A username is looked up to its account's e-mail; then
 * better-auth checks the password and writes the session. Unknown account and wrong password
 * give the same message, and an unknown username still costs one hash so timing tells nothing.
 */
import { APIError } from 'better-auth';
import { hashPassword } from 'better-auth/crypto';
import { eq, sql } from 'drizzle-orm';
import type { AppLoadContext } from 'react-router';
import { profiles, session, user } from '#database/schema';
import {
  blockedFor,
  clearLimit,
  consumeLimit,
  tooManyRequests,
  type TooManyRequests,
} from '~/utils/rate-limit.server';
import { onOneLine } from '~/utils/outside-text';
import { messages } from './auth-schemas';
import { getAuth } from './auth.server';
import { activeSuspension, suspensionMessage } from './suspension.server';

export interface SignInInput {
  identifier: string;
  password: string;
  rememberMe: boolean;
}

export type SignInResult =
  | { ok: true; userId: string; setCookies: string[] }
  | { ok: false; error: string }
  | { ok: false; limited: TooManyRequests };

async function emailFor(context: AppLoadContext, identifier: string): Promise<string | null> {
  if (identifier.includes('@')) return identifier.toLowerCase();
  const [row] = await context.db
    .select({ email: user.email })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.userId))
    .where(sql`lower(${profiles.username}) = ${identifier.toLowerCase()}`)
    .limit(1);
  return row?.email ?? null;
}

/**
 * Headers better-auth records with the session (IP and browser), nothing else of the request.
 * The browser's name is text from outside like any other: its control characters are dropped
 * before it is stored, so they never reach the member's export or the admin's screens.
 */
export function sessionHeaders(request: Request | undefined, context: AppLoadContext): Headers {
  const headers = new Headers({ 'x-forwarded-for': context.clientIp });
  const userAgent = onOneLine(request?.headers.get('user-agent')?.slice(0, 300) ?? '').trim();
  if (userAgent) headers.set('user-agent', userAgent);
  return headers;
}

export async function signIn(
  context: AppLoadContext,
  input: SignInInput,
  request?: Request,
): Promise<SignInResult> {
  const limited = await consumeLimit(context, 'signInPerIp', context.clientIp);
  if (limited) return { ok: false, limited };
  const email = await emailFor(context, input.identifier.trim());
  if (!email) {
    await hashPassword(input.password);
    return { ok: false, error: messages.invalidCredentials };
  }
  const retryAfter = await blockedFor(context, 'signInFailuresPerAccount', email);
  if (retryAfter !== null) return { ok: false, limited: tooManyRequests(retryAfter) };
  const auth = getAuth(context.db, context.env);
  try {
    const { headers, response } = await auth.api.signInEmail({
      body: { email, password: input.password, rememberMe: input.rememberMe },
      headers: sessionHeaders(request, context),
      returnHeaders: true,
    });
    await clearLimit(context.db, 'signInFailuresPerAccount', email);
    // Told only once the password was right; the session just made goes at once.
    const suspension = await activeSuspension(context.db, response.user.id);
    if (suspension) {
      await context.db.delete(session).where(eq(session.token, response.token));
      return { ok: false, error: suspensionMessage(suspension) };
    }
    return { ok: true, userId: response.user.id, setCookies: headers.getSetCookie() };
  } catch (error) {
    if (!(error instanceof APIError)) throw error;
    if (error.status === 'UNAUTHORIZED') {
      const limit = await consumeLimit(context, 'signInFailuresPerAccount', email);
      if (limit) return { ok: false, limited: limit };
      return { ok: false, error: messages.invalidCredentials };
    }
    return { ok: false, error: error.message || messages.invalidCredentials };
  }
}
