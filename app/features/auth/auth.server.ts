/**
 * better-auth on our database: e-mail and password accounts, sessions in the `session` table
 * (so every instance shares them), scrypt password hashing, single-use reset tokens.
 *
 * Its HTTP routes (/api/auth/*) are NOT mounted: our route actions call `auth.api.*` on the
 * server, after our own validation, rate limits and origin check, so nothing can reach the
 * library around those rules (docs/decisions/0004-accounts-with-better-auth.md). Sign-up is
 * ours too (sign-up.server.ts) because the profile must be written in the same transaction.
 */
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Database } from '#database/client';
import { account, session, user, verification } from '#database/schema';
import type { Env } from '~/utils/env.server';
import { sendMail } from '~/utils/mail.server';
import { perDatabase } from '~/utils/per-database.server';
import { authSecret } from './auth-secret.server';
import { authCookieSettings } from './session-cookie.server';

const day = 24 * 60 * 60;
/** 'Remember me (30 days)'. Unticked, better-auth makes a browser-session cookie and a 1-day session. */
export const rememberedSessionSeconds = 30 * day;
export const resetTokenSeconds = 60 * 60;
export const minPasswordLength = 6;
export const maxPasswordLength = 128;

type AuthEnv = Pick<Env, 'SITE_URL' | 'AUTH_SECRET' | 'DATA_DIR' | 'SMTP_URL' | 'MAIL_FROM'>;

export function resetLink(env: Pick<Env, 'SITE_URL'>, token: string): string {
  return `${env.SITE_URL}/auth?token=${encodeURIComponent(token)}`;
}

function createAuth(db: Database, env: AuthEnv) {
  return betterAuth({
    appName: 'Peptidia',
    baseURL: env.SITE_URL,
    secret: authSecret(env),
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user, session, account, verification },
      // Reset: token use, session revocation and the new hash commit together or not at all.
      transaction: true,
    }),
    emailAndPassword: {
      enabled: true,
      // Accounts are created by sign-up.server.ts (account + profile in one transaction).
      disableSignUp: true,
      minPasswordLength,
      maxPasswordLength,
      resetPasswordTokenExpiresIn: resetTokenSeconds,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user: recipient, token }) {
        const link = resetLink(env, token);
        // Not awaited: the answer must take as long whether or not the account exists.
        void sendMail(env, {
          to: recipient.email,
          subject: 'Reset your Peptidia password',
          text:
            `Someone asked to reset the password of your Peptidia account.\n\n` +
            `Open this link within one hour to choose a new password:\n${link}\n\n` +
            `The link works once. If you did not ask for it, ignore this message.\n`,
        }).catch((error: Error) => console.error('[mail] reset mail failed:', error.message));
      },
    },
    session: {
      expiresIn: rememberedSessionSeconds,
      // Fixed lifetimes: a session ends 30 days (or 1 day) after sign-in, never extended.
      disableSessionRefresh: true,
    },
    // The same settings the light session read (session.server.ts) finds the cookie by.
    advanced: authCookieSettings(env),
    // Only reached through auth.api on the server; our own limits live in ~/utils/rate-limit.server.ts.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    logger: { level: 'error' },
  });
}

export type Auth = ReturnType<typeof createAuth>;

// One instance per process and database (tests open many databases in one process).
const instances = perDatabase(() => new Map<string, Auth>());

export function getAuth(db: Database, env: AuthEnv): Auth {
  const byConfig = instances(db);
  const key = [env.SITE_URL, env.AUTH_SECRET ?? env.DATA_DIR, env.SMTP_URL ?? ''].join('\n');
  let auth = byConfig.get(key);
  if (!auth) {
    auth = createAuth(db, env);
    byConfig.set(key, auth);
  }
  return auth;
}
