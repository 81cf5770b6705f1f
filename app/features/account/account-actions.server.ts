/**
 * The account's own forms on /profile: changing the e-mail address and deleting the
 * account, both confirmed by the password. Downloading the data is a plain link
 * (app/routes/profile-data.ts).
 */
import { data, redirect, type AppLoadContext } from 'react-router';
import { z } from 'zod';
import type { FormRefusal } from '~/features/auth/auth-schemas';
import type { SessionUser } from '~/features/auth/session-user';
import { signOut } from '~/features/auth/sign-out.server';
import { refused } from '~/utils/action-result';
import { withToast } from '~/utils/flash-toasts';
import { parseForm, type FieldErrors } from '~/utils/form-validation';
import { consumeLimit } from '~/utils/rate-limit.server';
import { deleteAccount } from './delete-account.server';
import { requestEmailChange } from './email-change.server';

export const accountMessages = {
  passwordRequired: 'Enter your password to delete your account',
  passwordWrong: 'Password is incorrect',
  emailTaken: 'This e-mail address belongs to another account',
  emailSame: 'This is already your e-mail address',
  lastAdmin: 'You are the only admin: make another member an admin before you delete your account.',
} as const;

const deleteAccountSchema = z.object({
  password: z.string().min(1, accountMessages.passwordRequired).max(256),
});

export async function deleteAccountAction(
  request: Request,
  context: AppLoadContext,
  member: SessionUser,
  form: FormData,
) {
  const intent = 'delete-account';
  // The password is checked here as at a password change: the same limit on guessing it.
  const limited = await consumeLimit(context, 'passwordChangePerUser', member.id);
  if (limited) return data({ ...limited.data, intent } satisfies FormRefusal, limited.init ?? 429);
  const parsed = parseForm(deleteAccountSchema, form);
  if (!parsed.ok) return refused(400, { intent, fieldErrors: parsed.fieldErrors });
  const outcome = await deleteAccount(context, member, parsed.data.password);
  if (outcome === 'wrong-password') {
    return refused(400, { intent, fieldErrors: { password: accountMessages.passwordWrong } });
  }
  if (outcome === 'last-admin') {
    return refused(409, { intent, message: accountMessages.lastAdmin });
  }
  // The session went with the account; this clears the browser's cookies.
  const headers = new Headers();
  for (const cookie of await signOut(request, context)) headers.append('Set-Cookie', cookie);
  return redirect(withToast('/', 'account-deleted'), { headers });
}

const changeEmailSchema = z.object({
  email: z.email('Enter a valid e-mail address').max(254),
  password: z.string().min(1, 'Enter your password to change your e-mail address').max(256),
});

export async function changeEmailAction(
  context: AppLoadContext,
  member: SessionUser,
  form: FormData,
) {
  const intent = 'change-email';
  const limited = await consumeLimit(context, 'passwordChangePerUser', member.id);
  if (limited) return data({ ...limited.data, intent } satisfies FormRefusal, limited.init ?? 429);
  const parsed = parseForm(changeEmailSchema, form);
  const values = { email: String(form.get('email') ?? '') };
  if (!parsed.ok) return refused(400, { intent, fieldErrors: parsed.fieldErrors, values });
  const outcome = await requestEmailChange(context, member, parsed.data);
  if (outcome === 'sent') return redirect(withToast('/profile', 'email-change-sent'));
  if (outcome === 'proof-sent') return redirect(withToast('/profile', 'email-proof-sent'));
  const fieldErrors: FieldErrors =
    outcome === 'wrong-password'
      ? { password: accountMessages.passwordWrong }
      : { email: outcome === 'taken' ? accountMessages.emailTaken : accountMessages.emailSame };
  return refused(400, { intent, fieldErrors, values } satisfies Omit<FormRefusal, 'ok'>);
}
