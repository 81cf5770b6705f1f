/**
 * /profile: edit display name, username and avatar; change the password, which ends every other
 * session in the same transaction (password-change.server.ts); sign out of every other session. Only the listed fields are ever
 * written: `is_admin` in a posted body is not even read.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import { data, redirect, type AppLoadContext } from 'react-router';
import { profiles, session, user } from '#database/schema';
import { refused } from '~/utils/action-result';
import { withToast } from '~/utils/flash-toasts';
import { parseForm } from '~/utils/form-validation';
import { consumeLimit } from '~/utils/rate-limit.server';
import { changePasswordSchema, messages, profileSchema, type FormRefusal } from './auth-schemas';
import { changePassword } from './password-change.server';
import { refuseCommonPassword } from './password-policy.server';
import type { SessionUser } from './session-user';
import { signOutOtherSessions } from './sign-out.server';

/** A refused form, 400 unless told: its `intent` beside the refusal so the page finds its form. */
function failure(refusal: Omit<FormRefusal, 'ok'>, status = 400) {
  return refused(status, refusal);
}

function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } })?.cause ?? error;
  return (cause as { code?: string })?.code === '23505';
}

async function updateProfile(context: AppLoadContext, member: SessionUser, form: FormData) {
  const intent = 'update-profile';
  const values: Record<string, string> = {};
  for (const field of ['displayName', 'username', 'avatarUrl']) {
    const value = form.get(field);
    if (typeof value === 'string') values[field] = value.slice(0, 600);
  }
  const parsed = parseForm(profileSchema, form);
  if (!parsed.ok) return failure({ intent, fieldErrors: parsed.fieldErrors, values });
  const { username, displayName = null, avatarUrl = null } = parsed.data;
  const [taken] = await context.db
    .select({ id: profiles.id })
    .from(profiles)
    .where(
      and(
        sql`lower(${profiles.username}) = ${username.toLowerCase()}`,
        ne(profiles.userId, member.id),
      ),
    )
    .limit(1);
  const usernameTaken = { intent, fieldErrors: { username: messages.usernameTaken }, values };
  if (taken) return failure(usernameTaken);
  try {
    await context.db.transaction(async (tx) => {
      await tx
        .update(profiles)
        .set({ username, displayName, avatarUrl })
        .where(eq(profiles.userId, member.id));
      await tx
        .update(user)
        .set({ name: displayName ?? username, image: avatarUrl, updatedAt: new Date() })
        .where(eq(user.id, member.id));
    });
  } catch (error) {
    if (isUniqueViolation(error)) return failure(usernameTaken);
    throw error;
  }
  return redirect(withToast('/profile', 'profile-updated'));
}

async function changePasswordAction(
  request: Request,
  context: AppLoadContext,
  member: SessionUser,
  form: FormData,
) {
  const intent = 'change-password';
  const limited = await consumeLimit(context, 'passwordChangePerUser', member.id);
  // Status 429 and its Retry-After, named for this form.
  if (limited) return data({ ...limited.data, intent } satisfies FormRefusal, limited.init ?? 429);
  const parsed = refuseCommonPassword(parseForm(changePasswordSchema, form), form);
  if (!parsed.ok) return failure({ intent, fieldErrors: parsed.fieldErrors });
  const changed = await changePassword(request, context, member.id, {
    current: parsed.data.currentPassword,
    next: parsed.data.password,
  });
  if (!changed)
    return failure({ intent, fieldErrors: { currentPassword: messages.currentPasswordWrong } });
  // Every other session has ended with it; this browser stays signed in.
  return redirect(withToast('/profile', 'password-updated'));
}

export async function profileAction(
  request: Request,
  context: AppLoadContext,
  member: SessionUser,
  form: FormData,
) {
  switch (form.get('intent')) {
    case 'update-profile':
      return updateProfile(context, member, form);
    case 'change-password':
      return changePasswordAction(request, context, member, form);
    case 'sign-out-others':
      await signOutOtherSessions(request, context, member.id);
      return redirect(withToast('/profile', 'other-sessions-ended'));
    default:
      return failure({ intent: 'unknown', message: 'Unknown form.' });
  }
}

/** How many other sessions the member has open (shown next to 'Sign out other sessions'). */
export async function otherSessionCount(
  context: AppLoadContext,
  member: SessionUser,
  currentToken: string | null,
): Promise<number> {
  const [row] = await context.db
    .select({ count: sql<number>`count(*)::int` })
    .from(session)
    .where(
      and(
        eq(session.userId, member.id),
        ne(session.token, currentToken ?? ''),
        sql`${session.expiresAt} > now()`,
      ),
    );
  return row?.count ?? 0;
}
