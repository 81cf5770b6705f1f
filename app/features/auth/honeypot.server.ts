/**
 * The honeypot of the sign-up and reset forms: a hidden field people never fill in, so a post
 * that fills it came from a bot (answered like a success, nothing written). The rate limits of
 * these forms live with every other limit in ~/utils/rate-limit.server.ts.
 */
import { honeypotFieldName } from './honeypot';

export function honeypotFilled(form: FormData): boolean {
  const value = form.get(honeypotFieldName);
  return typeof value === 'string' && value.trim() !== '';
}
