/**
 * The four forms of /auth: sign in, sign up, request a reset link, set a new password.
 * Each: same-origin check (by the caller), rate limit, honeypot where a bot would aim, one Zod
 * schema (400 with field errors, nothing written; a new password must also not be a common
 * one), then the account code. Success redirects.
 */
import { data, redirect, type AppLoadContext } from 'react-router';
import { refused } from '~/utils/action-result';
import { withToast } from '~/utils/flash-toasts';
import { parseForm } from '~/utils/form-validation';
import { consumeLimit, type TooManyRequests } from '~/utils/rate-limit.server';
import { safeRedirect } from '~/utils/safe-redirect';
import {
  messages,
  newPasswordSchema,
  resetRequestSchema,
  signInSchema,
  signUpSchema,
  type FormRefusal,
} from './auth-schemas';
import { honeypotFilled } from './honeypot.server';
import { requestPasswordReset, resetPassword } from './password-reset.server';
import { refuseCommonPassword } from './password-policy.server';
import { signIn } from './sign-in.server';
import { createAccount } from './sign-up.server';

/** A refused form: its status, and its `intent` beside the refusal so the page finds its form. */
function failure(status: number, refusal: Omit<FormRefusal, 'ok'>) {
  return refused(status, refusal);
}

/** The 429 with its Retry-After, named for the form that was refused. */
function limitedAnswer(intent: string, limited: TooManyRequests) {
  return data({ ...limited.data, intent } satisfies FormRefusal, limited.init ?? undefined);
}

function withCookies(location: string, setCookies: string[]) {
  const headers = new Headers();
  for (const cookie of setCookies) headers.append('Set-Cookie', cookie);
  return redirect(location, { headers });
}

function typed(form: FormData, fields: string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of fields) {
    const value = form.get(field);
    if (typeof value === 'string') values[field] = value.slice(0, 300);
  }
  return values;
}

async function signInAction(request: Request, context: AppLoadContext, form: FormData) {
  const intent = 'sign-in';
  const values = typed(form, ['identifier', 'rememberMe']);
  const parsed = parseForm(signInSchema, form);
  if (!parsed.ok) {
    return failure(400, {
      intent,
      fieldErrors: parsed.fieldErrors,
      message: messages.credentialsMissing,
      values,
    });
  }
  const result = await signIn(context, parsed.data, request);
  if (result.ok) {
    return withCookies(safeRedirect(parsed.data.redirectTo, '/community'), result.setCookies);
  }
  if ('limited' in result) return limitedAnswer(intent, result.limited);
  return failure(401, { intent, message: result.error, values });
}

async function signUpAction(context: AppLoadContext, form: FormData) {
  const intent = 'sign-up';
  const success = redirect(withToast('/auth', 'account-created'));
  // A bot filled the hidden field: answer as if it worked, write nothing.
  if (honeypotFilled(form)) return success;
  const limited = await consumeLimit(context, 'signUpPerIp', context.clientIp);
  if (limited) return limitedAnswer(intent, limited);
  const values = typed(form, ['username', 'displayName', 'email']);
  const parsed = refuseCommonPassword(parseForm(signUpSchema, form), form);
  if (!parsed.ok) return failure(400, { intent, fieldErrors: parsed.fieldErrors, values });
  const result = await createAccount(context.db, context.env, parsed.data);
  if (!result.ok) return failure(400, { intent, fieldErrors: result.errors, values });
  return success;
}

async function requestResetAction(context: AppLoadContext, form: FormData) {
  const intent = 'request-reset';
  const success = redirect(withToast('/auth', 'reset-email-sent'));
  if (honeypotFilled(form)) return success;
  const limited = await consumeLimit(context, 'resetRequestPerIp', context.clientIp);
  if (limited) return limitedAnswer(intent, limited);
  const values = typed(form, ['email']);
  const parsed = parseForm(resetRequestSchema, form);
  if (!parsed.ok) return failure(400, { intent, fieldErrors: parsed.fieldErrors, values });
  const perEmail = await consumeLimit(context, 'resetRequestPerEmail', parsed.data.email);
  if (perEmail) return limitedAnswer(intent, perEmail);
  await requestPasswordReset(context, parsed.data.email);
  return success;
}

async function newPasswordAction(request: Request, context: AppLoadContext, form: FormData) {
  const intent = 'reset-password';
  const limited = await consumeLimit(context, 'newPasswordPerIp', context.clientIp);
  if (limited) return limitedAnswer(intent, limited);
  const parsed = refuseCommonPassword(parseForm(newPasswordSchema, form), form);
  if (!parsed.ok) {
    const message = parsed.fieldErrors.token ? messages.resetLinkFailed : undefined;
    return failure(400, { intent, fieldErrors: parsed.fieldErrors, message });
  }
  const result = await resetPassword(context, parsed.data, request);
  if (!result.ok) return failure(400, { intent, message: result.error });
  return withCookies(withToast('/community', 'password-updated'), result.setCookies);
}

export async function authAction(request: Request, context: AppLoadContext) {
  const form = await request.formData();
  switch (form.get('intent')) {
    case 'sign-in':
      return signInAction(request, context, form);
    case 'sign-up':
      return signUpAction(context, form);
    case 'request-reset':
      return requestResetAction(context, form);
    case 'reset-password':
      return newPasswordAction(request, context, form);
    default:
      return failure(400, { intent: 'unknown', message: 'Unknown form.' });
  }
}
