/**
 * The unsubscribe link in a digest: the member's id signed with the site's secret, so it works
 * signed out (from a mail client) and cannot be made for anyone else.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { authSecret } from '~/features/auth/auth-secret.server';
import type { Env } from '~/utils/env.server';

type SecretEnv = Pick<Env, 'AUTH_SECRET' | 'DATA_DIR'>;

// The purpose goes into the signed text: a signature made for something else never fits here.
const signature = (env: SecretEnv, userId: string) =>
  createHmac('sha256', authSecret(env)).update(`unsubscribe:${userId}`).digest('base64url');

export function unsubscribeUrl(env: SecretEnv & Pick<Env, 'SITE_URL'>, userId: string): string {
  const url = new URL('/notifications/unsubscribe', env.SITE_URL);
  url.searchParams.set('member', userId);
  url.searchParams.set('signature', signature(env, userId));
  return url.href;
}

/** The member a link names, when its signature is right; null otherwise. */
export function verifiedMember(env: SecretEnv, params: URLSearchParams): string | null {
  const member = params.get('member');
  const given = params.get('signature');
  if (!member || !given || member.length > 200) return null;
  const expected = Buffer.from(signature(env, member));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? member : null;
}
