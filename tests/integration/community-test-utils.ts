/**
 * Calling the community routes' loaders and actions directly, with route params, as the
 * framework would: signed-in members through the real sign-in code (tests/support/users.ts).
 */
import type { DatabaseHandle } from '../../database/client';
import { profiles } from '../../database/schema';
import { createTestUser, signInCookie, type TestUser } from '../support/users';
import { run } from './auth-test-utils';
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

/** Runs a loader or action with route params (the accounts tests' runner). */
export const call = run;
