/**
 * The four forms of /auth: sign in, sign up, request a reset link, set a new password.
 * Each: same-origin check (by the caller), rate limit, honeypot where a bot would aim, one Zod
 * schema (400 with field errors, nothing written; a new password must also not be a common
 * one), then the account code. Success redirects.
 */
import { data, redirect, type AppLoadContext } from 'react-router';
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
  type FormResult,
} from './auth-schemas';
import { honeypotFilled } from './honeypot.server';
import { requestPasswordReset, resetPassword } from './password-reset.server';
import { refuseCommonPassword } from './password-policy.server';
import { signIn } from './sign-in.server';
import { createAccount } from './sign-up.server';

function failure(result: FormResult, status: number) {
  return data(result, { status });
}

function limitedAnswer(intent: string, limited: TooManyRequests) {
  return data(
    { intent, error: limited.data.error } satisfies FormResult,
    limited.init ?? undefined,
  );
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
    return failure(
      { intent, errors: parsed.fieldErrors, error: messages.credentialsMissing, values },
      400,
    );
  }
  const result = await signIn(context, parsed.data, request);
  if (result.ok) {
    return withCookies(safeRedirect(parsed.data.redirectTo, '/community'), result.setCookies);
  }
  if ('limited' in result) return limitedAnswer(intent, result.limited);
  return failure({ intent, error: result.error, values }, 401);
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
  if (!parsed.ok) return failure({ intent, errors: parsed.fieldErrors, values }, 400);
  const result = await createAccount(context.db, context.env, parsed.data);
  if (!result.ok) return failure({ intent, errors: result.errors, values }, 400);
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
  if (!parsed.ok) return failure({ intent, errors: parsed.fieldErrors, values }, 400);
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
    const error = parsed.fieldErrors.token ? messages.resetLinkFailed : undefined;
    return failure({ intent, errors: parsed.fieldErrors, error }, 400);
  }
  const result = await resetPassword(context, parsed.data, request);
  if (!result.ok) return failure({ intent, error: result.error }, 400);
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
      return failure({ intent: 'unknown', error: 'Unknown form.' }, 400);
  }
}
