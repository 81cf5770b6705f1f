/**
 * New passwords (sign-up, reset, change) may not be one of the 1,000 most common.
 * Compared without regard to case: 'Dragon' is guessed as soon as 'dragon'. The spec's
 * 6-character minimum stays the schema's, with its own message, and is reported first.
 * Server-only, so the list never reaches the browser bundle.
 */
import type { FormParseResult } from '~/utils/form-validation';
import { messages } from './auth-schemas';
import { isCommonPassword } from './common-passwords.server';

/**
 * A parsed accounts form with the common-password rule added to its `password` field, unless
 * the schema already refused that field (missing, too short, too long).
 */
export function refuseCommonPassword<Data>(
  parsed: FormParseResult<Data>,
  form: FormData,
): FormParseResult<Data> {
  const password = form.get('password');
  const refused = parsed.ok ? {} : parsed.fieldErrors;
  if (typeof password !== 'string' || refused.password || !isCommonPassword(password)) {
    return parsed;
  }
  return { ok: false, fieldErrors: { ...refused, password: messages.passwordTooCommon } };
}
