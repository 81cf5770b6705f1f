/**
 * Who is signed in. THE CONTRACT other features build on (implemented by the accounts issue):
 * - getOptionalUser: the signed-in user with their profile, or null.
 * - requireUser: the user, or a thrown redirect to /auth?redirectTo=<this path>.
 * - requireAdmin: an admin, or a thrown redirect to /community for a signed-in non-admin.
 */
import { redirect, type AppLoadContext } from 'react-router';

export interface SessionUser {
  id: string;
  email: string;
  username: string;
  displayName: string | null;
  avatarUrl: string | null;
  isAdmin: boolean;
}

export async function getOptionalUser(
  _request: Request,
  _context: AppLoadContext,
): Promise<SessionUser | null> {
  return null; // Replaced by the accounts issue.
}

function signInUrl(request: Request): string {
  const url = new URL(request.url);
  return `/auth?redirectTo=${encodeURIComponent(url.pathname + url.search)}`;
}

export async function requireUser(request: Request, context: AppLoadContext): Promise<SessionUser> {
  const user = await getOptionalUser(request, context);
  if (!user) throw redirect(signInUrl(request));
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
