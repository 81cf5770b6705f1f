/** Ending sessions: this one (sign-out) or every other one of the member (profile page). */
import { and, eq, ne } from 'drizzle-orm';
import type { AppLoadContext } from 'react-router';
import { session } from '#database/schema';
import { getAuth } from './auth.server';
import { getSessionToken } from './session.server';

/** Deletes this request's session row and returns the Set-Cookie values that clear the cookies. */
export async function signOut(request: Request, context: AppLoadContext): Promise<string[]> {
  const auth = getAuth(context.db, context.env);
  const cookie = request.headers.get('cookie') ?? '';
  const { headers } = await auth.api.signOut({
    headers: new Headers({ cookie }),
    returnHeaders: true,
  });
  return headers.getSetCookie();
}

/** Deletes every session of the signed-in member except the one making this request. */
export async function signOutOtherSessions(
  request: Request,
  context: AppLoadContext,
  userId: string,
): Promise<number> {
  const token = getSessionToken(request, context);
  if (!token) return 0;
  const removed = await context.db
    .delete(session)
    .where(and(eq(session.userId, userId), ne(session.token, token)))
    .returning({ id: session.id });
  return removed.length;
}
