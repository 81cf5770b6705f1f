/**
 * Users for integration tests, made through the real sign-up and sign-in code paths.
 *
 *   const member = await createTestUser(database);
 *   const admin = await createTestUser(database, { isAdmin: true });
 *   const cookie = await signInCookie(database, member);
 *   const request = new Request('http://localhost:3000/profile', { headers: { cookie } });
 */
import { randomBytes } from 'node:crypto';
import type { AppLoadContext } from 'react-router';
import type { DatabaseHandle } from '../../database/client';
import { signUpSchema } from '../../app/features/auth/auth-schemas';
import { signIn } from '../../app/features/auth/sign-in.server';
import { createAccount } from '../../app/features/auth/sign-up.server';
import { createTestContext } from './test-context';

export interface TestUser {
  id: string;
  email: string;
  username: string;
  password: string;
}

export interface TestUserOptions {
  email?: string;
  username?: string;
  password?: string;
  displayName?: string;
  isAdmin?: boolean;
}

export const defaultTestPassword = 'correct-horse-42';

export async function createTestUser(
  database: DatabaseHandle,
  options: TestUserOptions = {},
): Promise<TestUser> {
  const username = options.username ?? `user_${randomBytes(5).toString('hex')}`;
  const input = signUpSchema.parse({
    username,
    displayName: options.displayName ?? `Test ${username}`,
    email: options.email ?? `${username.toLowerCase()}@example.test`,
    password: options.password ?? defaultTestPassword,
  });
  // ADMIN_EMAILS is the only way an account becomes admin at sign-up, so use it here too.
  const result = await createAccount(
    database.db,
    { ADMIN_EMAILS: options.isAdmin ? [input.email] : [] },
    input,
  );
  if (!result.ok) throw new Error(`createTestUser failed: ${JSON.stringify(result.errors)}`);
  return {
    id: result.userId,
    email: input.email,
    username: input.username,
    password: input.password,
  };
}

/** Signs in (by e-mail, else username) and returns the value for a request's Cookie header. */
export async function signInCookie(
  database: DatabaseHandle,
  credentials: { email?: string; username?: string; password: string },
  options: { rememberMe?: boolean; context?: AppLoadContext } = {},
): Promise<string> {
  const context = options.context ?? createTestContext(database);
  const identifier = credentials.email ?? credentials.username;
  if (!identifier) throw new Error('signInCookie needs an email or a username');
  const result = await signIn(context, {
    identifier,
    password: credentials.password,
    rememberMe: options.rememberMe ?? true,
  });
  if (!result.ok) throw new Error(`signInCookie failed: ${JSON.stringify(result)}`);
  return cookieHeader(result.setCookies);
}

/** Turns Set-Cookie values into one Cookie header value (name=value pairs, expired ones left out). */
export function cookieHeader(setCookies: string[]): string {
  return setCookies
    .filter((cookie) => !/;\s*max-age=0/i.test(cookie))
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}
