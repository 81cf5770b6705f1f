/**
 * POST /follow: a member follows or unfollows a peptide's or a vendor's prices. In this order:
 * the origin, the member (a visitor is sent to sign in and comes back to the subject's page),
 * the form, that the subject exists, the member not suspended, the rate limit; then the write,
 * always for the session's member. A post without JavaScript is answered by a redirect back.
 */
import { data, redirect, type AppLoadContext } from 'react-router';
import { isSuspendedNow } from '~/features/auth/admin-role.server';
import { getOptionalUser, requireUser } from '~/features/auth/session.server';
import { refused } from '~/utils/action-result';
import { parseForm } from '~/utils/form-validation';
import { consumeLimit } from '~/utils/rate-limit.server';
import { assertSameOrigin } from '~/utils/same-origin.server';
import { subjectName, subjectPath, isFollowKind } from './follow-subjects';
import { followFormSchema } from './follow-schema';
import { follow, isFollowing, unfollow } from './follows.server';

export const notFollowable = 'There is no such peptide or vendor to follow.';
export const suspendedRefusal = 'A suspended account cannot follow prices.';

/** Where a visitor comes back to after signing in: the page of what they meant to follow. */
function returnPath(formData: FormData): string {
  const kind = formData.get('kind');
  const key = formData.get('key');
  if (!isFollowKind(kind) || typeof key !== 'string') return '/';
  const subject = { kind, key };
  return subjectName(subject) ? subjectPath(subject) : '/';
}

export async function followAction(request: Request, context: AppLoadContext) {
  assertSameOrigin(request, context.env.SITE_URL);
  const formData = await request.formData();
  if (!(await getOptionalUser(request, context))) {
    const back = new Request(new URL(returnPath(formData), request.url), { method: 'POST' });
    await requireUser(back, context);
  }
  const user = await requireUser(request, context);
  const parsed = parseForm(followFormSchema, formData);
  if (!parsed.ok) return refused(400, { message: notFollowable });
  const { intent, kind, key, from } = parsed.data;
  const subject = { kind, key };
  if (!subjectName(subject)) return refused(404, { message: notFollowable });
  if (await isSuspendedNow(context.db, user.id)) return refused(403, { message: suspendedRefusal });
  const limited = await consumeLimit(context, 'follow', `user:${user.id}`);
  if (limited) return limited;
  if (intent === 'follow') await follow(context.db, user.id, subject);
  else await unfollow(context.db, user.id, subject);
  const following = intent === 'follow';
  // The app posts with via=app and shows the answer in place; a plain post goes back.
  if (formData.get('via') === 'app') return data({ ok: true as const, following });
  throw redirect(from === 'notifications' ? '/notifications' : subjectPath(subject));
}

/** GET /follow?kind=&key=: whether the signed-in member follows the subject (false for visitors). */
export async function followState(
  request: Request,
  context: AppLoadContext,
  kind: unknown,
  key: unknown,
) {
  const user = await getOptionalUser(request, context);
  if (!user || !isFollowKind(kind) || typeof key !== 'string') return { following: false };
  return { following: await isFollowing(context.db, user.id, { kind, key }) };
}
