/**
 * The one way Vitest tests make members and admins: the rows sign-up writes (user, credential
 * account with better-auth's password hash, profile), written directly, and a session with
 * its signed cookie, ready for a loader. End-to-end specs sign up through the real form
 * instead (tests/e2e/auth-helpers.ts); tests of sign-in itself use signInCookie below.
 *
 *   const member = await createTestUser(database.db);
 *   const admin = await createTestUser(database.db, { isAdmin: true });
 *   const request = new Request('http://localhost:3000/profile', { headers: { cookie: member.cookie } });
 */
import type { AppLoadContext } from 'react-router';
import { generateId } from 'better-auth';
import { hashPassword, makeSignature } from 'better-auth/crypto';
import type { Database, DatabaseHandle } from '../../database/client';
import { account, profiles, session, user } from '../../database/schema';
import { authSecret } from '../../app/features/auth/auth-secret.server';
import { rememberedSessionSeconds } from '../../app/features/auth/auth.server';
import { sessionCookieName } from '../../app/features/auth/session-cookie.server';
import { signIn } from '../../app/features/auth/sign-in.server';
import { createTestContext, testEnv } from './test-context';
import type { SessionUser } from '../../app/features/auth/session-user';

export interface TestUserOptions {
  username?: string;
  /** null: a member without a display name (the name falls back to the username). */
  displayName?: string | null;
  email?: string;
  password?: string;
  avatarUrl?: string;
  isAdmin?: boolean;
  /** true: the address was proved by a mailed link (a new sign-up's is not). */
  emailVerified?: boolean;
  /** true: the proving link was opened signed in as this account (what ADMIN_EMAILS asks for). */
  addressProvedSignedIn?: boolean;
  /** false: no session and no cookie, for a test that signs in itself or counts sessions. */
  signedIn?: boolean;
  /** Whose cookie name and secret sign the cookie; the test context's by default. */
  env?: AppLoadContext['env'];
}

export interface TestUser {
  id: string;
  email: string;
  username: string;
  password: string;
  /** The Cookie header of this member's session ('' when created with signedIn: false). */
  cookie: string;
}

export const defaultTestPassword = 'correct-horse-42';

// scrypt takes about 0.1 s: the default password is hashed once, and its hash shared.
let defaultHash: Promise<string> | undefined;
const passwordHash = (password: string) =>
  password === defaultTestPassword
    ? (defaultHash ??= hashPassword(password))
    : hashPassword(password);

let sequence = 0;

export async function createTestUser(
  db: Database,
  options: TestUserOptions = {},
): Promise<TestUser> {
  const id = generateId(32);
  const username = options.username ?? `user${++sequence}_${id.slice(0, 6)}`;
  const displayName = options.displayName === undefined ? `Test ${username}` : options.displayName;
  const email = (options.email ?? `${username}@example.test`).toLowerCase();
  const password = options.password ?? defaultTestPassword;
  await db.transaction(async (tx) => {
    await tx.insert(user).values({
      id,
      name: displayName ?? username,
      email,
      emailVerified: options.emailVerified ?? false,
    });
    await tx.insert(account).values({
      id: generateId(32),
      accountId: id,
      providerId: 'credential',
      userId: id,
      password: await passwordHash(password),
    });
    await tx.insert(profiles).values({
      userId: id,
      username,
      displayName,
      avatarUrl: options.avatarUrl ?? null,
      isAdmin: options.isAdmin ?? false,
      addressProvedSignedIn: options.addressProvedSignedIn ?? false,
    });
  });
  const cookie =
    options.signedIn === false ? '' : await startSession(db, id, options.env ?? testEnv);
  return { id, email, username, password, cookie };
}

export async function createTestUsers(db: Database, total: number): Promise<TestUser[]> {
  const members: TestUser[] = [];
  for (let i = 0; i < total; i++) members.push(await createTestUser(db));
  return members;
}

/** A session row as better-auth writes it, and its cookie signed as better-auth signs it. */
async function startSession(db: Database, userId: string, env: AppLoadContext['env']) {
  const token = generateId(32);
  await db.insert(session).values({
    id: generateId(32),
    token,
    userId,
    expiresAt: new Date(Date.now() + rememberedSessionSeconds * 1000),
  });
  const signature = await makeSignature(token, authSecret(env));
  return `${sessionCookieName(env)}=${encodeURIComponent(`${token}.${signature}`)}`;
}

/** Signs in through the real sign-in code and returns the value for a request's Cookie header. */
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

/** The signed-in member as loaders see them, for functions that take a viewer. */
export function viewerOf(member: TestUser, overrides: Partial<SessionUser> = {}): SessionUser {
  const name = member.username;
  return {
    ...{ id: member.id, email: member.email, username: member.username, displayName: null },
    ...{ avatarUrl: null, isAdmin: false, name, initials: name.slice(0, 2).toUpperCase() },
    ...{ unread: null, ownAwaiting: false, ...overrides },
  };
}
