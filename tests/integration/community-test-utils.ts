/**
 * Calling the community routes' loaders and actions directly, with route params, as the
 * framework would: signed-in members through the real sign-in code (tests/support/users.ts).
 */
import type { AppLoadContext } from 'react-router';
import type { DatabaseHandle } from '../../database/client';
import { profiles } from '../../database/schema';
import { createTestUser, signInCookie, type TestUser } from '../support/users';
import type { Outcome } from './auth-test-utils';
import { cookieHeader } from '../support/users';
import { eq } from 'drizzle-orm';

export { formPost, pageGet, site } from './auth-test-utils';

export interface SignedInUser extends TestUser {
  cookie: string;
}

export async function signedInUser(
  database: DatabaseHandle,
  options: { isAdmin?: boolean; displayName?: string; avatarUrl?: string } = {},
): Promise<SignedInUser> {
  const created = await createTestUser(database, {
    isAdmin: options.isAdmin,
    displayName: options.displayName,
  });
  if (options.avatarUrl !== undefined) {
    await database.db
      .update(profiles)
      .set({ avatarUrl: options.avatarUrl })
      .where(eq(profiles.userId, created.id));
  }
  return { ...created, cookie: await signInCookie(database, created) };
}

/** Runs a loader or action with params; a thrown redirect or data() counts like a returned one. */
export async function call<T = Record<string, unknown>>(
  fn: (args: never) => unknown,
  request: Request,
  context: AppLoadContext,
  params: Record<string, string> = {},
): Promise<Outcome<T>> {
  const url = new URL(request.url);
  const args = { request, context, params, url, pattern: url.pathname, matches: [] };
  let value: unknown;
  try {
    value = await (fn as (args: unknown) => unknown)(args);
  } catch (error) {
    value = error;
  }
  if (value instanceof Response) {
    return {
      status: value.status,
      location: value.headers.get('location'),
      headers: value.headers,
      data: undefined,
      cookie: cookieHeader(value.headers.getSetCookie()),
    };
  }
  if (
    value &&
    typeof value === 'object' &&
    (value as { type?: string }).type === 'DataWithResponseInit'
  ) {
    const { data, init } = value as { data: T; init: ResponseInit | null };
    const headers = new Headers(init?.headers);
    return { status: init?.status ?? 200, location: null, headers, data, cookie: '' };
  }
  if (value instanceof Error) throw value;
  return { status: 200, location: null, headers: new Headers(), data: value as T, cookie: '' };
}
