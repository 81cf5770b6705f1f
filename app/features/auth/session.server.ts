/**
 * Who is signed in. THE CONTRACT other features build on:
 * - getOptionalUser: the signed-in user with their profile, or null.
 * - requireUser: the user, or a thrown redirect to /auth?redirectTo=<this path>.
 * - requireAdmin: an admin, or a thrown redirect to /community for a signed-in non-admin.
 *
 * The light path: the session cookie (set by better-auth) is checked here directly, its HMAC
 * signature (session-cookie.server.ts), then one prepared query joining session, user and
 * profile by token, expiry checked. No cookie, no query; and better-auth itself is never built
 * here (auth.server.ts is for the actions that sign in, out or reset).
 *
 * Reading never extends a session: our better-auth configuration sets disableSessionRefresh
 * (fixed lifetimes, auth.server.ts), so its getSession would not write either.
 */
import { redirect, type AppLoadContext } from 'react-router';
import { sessionTokenFrom } from './session-cookie.server';
import { readSessionRow } from './session-query.server';
import { initials, unreadText, visibleName, type SessionUser } from './session-user';
import { guardedStandIn } from './stand-in-guard.server';
import type { SignInReason } from './sign-in-reasons';

export type { SessionUser } from './session-user';

/** The session token of this request, when its cookie is present and correctly signed. */
export function getSessionToken(request: Request, context: AppLoadContext): string | null {
  const cookie = request.headers.get('cookie');
  if (!cookie?.includes('session_token')) return null;
  return sessionTokenFrom(cookie, context.env);
}

async function loadUser(request: Request, context: AppLoadContext): Promise<SessionUser | null> {
  const token = getSessionToken(request, context);
  if (!token) return null;
  const row = await readSessionRow(context.db, token);
  if (!row) return null;
  const name = visibleName(row);
  // Only https images are shown (the profile form accepts nothing else).
  const { unreadCount: count, ...fields } = row;
  const avatarUrl = fields.avatarUrl?.startsWith('https://') ? fields.avatarUrl : null;
  return { ...fields, avatarUrl, name, initials: initials(name), unread: unreadText(count) };
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
  // A page the host renders for its cache (app/page-templates.server.ts): the member it found,
  // or, on a page shared by every member of their shape, a stand-in for them.
  const pageFor = context.pageFor;
  if (pageFor) {
    if (!pageFor.shared) return Promise.resolve(pageFor.viewer);
    const path = new URL(request.url).pathname;
    return Promise.resolve(guardedStandIn(pageFor.viewer, path, context.env));
  }
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

function signInUrl(request: Request, reason: SignInReason | null): string {
  const { pathname, search } = new URL(request.url);
  const query = new URLSearchParams({ redirectTo: pathname + search });
  if (reason) query.set('reason', reason);
  return `/auth?${query}`;
}

/**
 * The signed-in member, or a redirect to sign in. `visitorHeaders` go on that redirect: a page
 * whose redirect is the same for every visitor may mark it public, so the host keeps it.
 * A visitor's post (a member-only action reached before the app started, or without
 * JavaScript) lands on /auth with a reason the page shows: `reason`, or 'members-only'.
 */
export async function requireUser(
  request: Request,
  context: AppLoadContext,
  visitorHeaders?: HeadersInit,
  reason?: SignInReason,
): Promise<SessionUser> {
  const user = await getOptionalUser(request, context);
  if (user) return user;
  const posted = request.method !== 'GET' && request.method !== 'HEAD';
  const shown = reason ?? (posted ? 'members-only' : null);
  throw redirect(signInUrl(request, shown), { headers: visitorHeaders });
}

export async function requireAdmin(
  request: Request,
  context: AppLoadContext,
): Promise<SessionUser> {
  const user = await requireUser(request, context);
  if (!user.isAdmin) throw redirect('/community');
  return user;
}
