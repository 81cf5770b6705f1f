/**
 * Who is signed in. THE CONTRACT other features build on:
 * - getOptionalUser: the signed-in user with their profile, or null.
 * - requireUser: the user, or a thrown redirect to /auth?redirectTo=<this path>.
 * - requireAdmin: an admin, or a thrown redirect to /community for a signed-in non-admin.
 *
 * The session cookie (set by better-auth) is checked here directly: its HMAC signature, then one
 * query joining session, user and profile by token. No cookie, no query.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import { redirect, type AppLoadContext } from 'react-router';
import { profiles, session, user } from '#database/schema';
import { perDatabase } from '~/utils/per-database.server';
import { getAuth, sessionCookieConfig } from './auth.server';
import { initials, visibleName, type SessionUser } from './session-user';

export type { SessionUser } from './session-user';

function readCookie(header: string, name: string): string | null {
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1 || part.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

/** The session token from better-auth's signed cookie (`<token>.<base64 HMAC-SHA256>`), or null. */
export function verifySignedCookie(header: string, name: string, secret: string): string | null {
  const value = readCookie(header, name);
  const dot = value?.lastIndexOf('.') ?? -1;
  if (!value || dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) return null;
  return token;
}

/** The session token of this request, when its cookie is present and correctly signed. */
export async function getSessionToken(
  request: Request,
  context: AppLoadContext,
): Promise<string | null> {
  const cookie = request.headers.get('cookie');
  if (!cookie?.includes('session_token')) return null;
  const { name, secret } = await sessionCookieConfig(getAuth(context.db, context.env));
  return verifySignedCookie(cookie, name, secret);
}

// Every signed-in request asks this.
const sessionUserQuery = perDatabase((db) =>
  db
    .select({
      id: user.id,
      email: user.email,
      username: profiles.username,
      displayName: profiles.displayName,
      avatarUrl: profiles.avatarUrl,
      isAdmin: profiles.isAdmin,
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .innerJoin(profiles, eq(profiles.userId, session.userId))
    .where(
      and(
        eq(session.token, sql.placeholder('token')),
        gt(session.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('session_user'),
);

async function loadUser(request: Request, context: AppLoadContext): Promise<SessionUser | null> {
  const token = await getSessionToken(request, context);
  if (!token) return null;
  const [row] = await sessionUserQuery(context.db).execute({ token, now: new Date() });
  if (!row) return null;
  const name = visibleName(row);
  // Only https images are shown (the profile form accepts nothing else).
  const avatarUrl = row.avatarUrl?.startsWith('https://') ? row.avatarUrl : null;
  return { ...row, avatarUrl, name, initials: initials(name) };
}

// The root loader and the page's loader ask in the same request: answer both with one query.
// React Router hands each loader its own copy of the Request, so the answer is kept with the
// request's context (the host makes one per request), for the same cookie. Only for reads: after
// an action changes the profile, the same request must see the change.
const perRequest = new WeakMap<
  AppLoadContext,
  { cookie: string | null; user: Promise<SessionUser | null> }
>();

export function getOptionalUser(
  request: Request,
  context: AppLoadContext,
): Promise<SessionUser | null> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    perRequest.delete(context);
    return loadUser(request, context);
  }
  const cookie = request.headers.get('cookie');
  const known = perRequest.get(context);
  if (known?.cookie === cookie) return known.user;
  const user = loadUser(request, context);
  perRequest.set(context, { cookie, user });
  return user;
}

function signInUrl(request: Request): string {
  const url = new URL(request.url);
  return `/auth?redirectTo=${encodeURIComponent(url.pathname + url.search)}`;
}

/**
 * The signed-in member, or a redirect to sign in. `visitorHeaders` go on that redirect: a page
 * whose redirect is the same for every visitor may mark it public, so the host keeps it.
 */
export async function requireUser(
  request: Request,
  context: AppLoadContext,
  visitorHeaders?: HeadersInit,
): Promise<SessionUser> {
  const user = await getOptionalUser(request, context);
  if (!user) throw redirect(signInUrl(request), { headers: visitorHeaders });
  return user;
}

export async function requireAdmin(
  request: Request,
  context: AppLoadContext,
): Promise<SessionUser> {
  const user = await requireUser(request, context);
  if (!user.isAdmin) throw redirect('/community');
  return user;
}
