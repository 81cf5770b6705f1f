/**
 * better-auth's session cookie, read without building better-auth: the cookie settings both
 * sides share, the cookie's name, and the check of its signature.
 *
 * better-auth writes `<token>.<signature>`, the signature being base64 HMAC-SHA256 of the token
 * with the auth secret (better-call's signCookieValue), and reads it back with better-call's
 * getSignedCookie. We parse the Cookie header with the same parser (better-call's parseCookies:
 * the first cookie of a name wins, as for better-auth's own sign-out) and accept exactly the
 * signatures getSignedCookie accepts.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { getCookies } from 'better-auth/cookies';
import { parseCookies } from 'better-call';
import type { Env } from '~/utils/env.server';
import { authSecret } from './auth-secret.server';

type CookieEnv = Pick<Env, 'SITE_URL' | 'AUTH_SECRET' | 'DATA_DIR'>;

/** better-auth's `advanced` cookie settings; createAuth uses these very settings. */
export function authCookieSettings(env: Pick<Env, 'SITE_URL'>) {
  const https = env.SITE_URL.startsWith('https://');
  return {
    useSecureCookies: https,
    // Keep 'session_token' in the cookie name: the host's page cache skips requests with it.
    cookiePrefix: 'better-auth',
    defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: https, path: '/' },
  } as const;
}

const names = new Map<string, string>();

/** `better-auth.session_token`, with better-auth's `__Secure-` prefix on an https site. */
export function sessionCookieName(env: Pick<Env, 'SITE_URL'>): string {
  let name = names.get(env.SITE_URL);
  if (name === undefined) {
    const options = { baseURL: env.SITE_URL, advanced: authCookieSettings(env) };
    name = getCookies(options).sessionToken.name;
    names.set(env.SITE_URL, name);
  }
  return name;
}

/** The token of a correctly signed value (`<token>.<base64 HMAC-SHA256>`), or null. */
export function verifySignedValue(value: string, secret: string): string | null {
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  // A 32-byte HMAC is 44 base64 characters (better-call's getSignedCookie checks the same).
  if (signature.length !== 44 || !signature.endsWith('=')) return null;
  const expected = Buffer.from(createHmac('sha256', secret).update(token).digest('base64'));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

/** The session token in a Cookie header, when its cookie is present and correctly signed. */
export function sessionTokenFrom(cookieHeader: string, env: CookieEnv): string | null {
  const value = parseCookies(cookieHeader).get(sessionCookieName(env));
  return value ? verifySignedValue(value, authSecret(env)) : null;
}
