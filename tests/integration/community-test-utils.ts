/**
 * Calling the community routes' loaders and actions directly, with route params, as the
 * framework would. Members and admins come from createTestUser (tests/support/users.ts).
 */
import { createTestDatabase } from '../support/test-database';
import { createTestUser } from '../support/users';
import { run } from './auth-test-utils';

export { formPost, pageGet, site } from './auth-test-utils';

/** Runs a loader or action with route params (the accounts tests' runner). */
export const call = run;

/** A fresh database with one member and one admin: `({ database, member, admin } = await ...)`. */
export async function memberAndAdmin() {
  const database = await createTestDatabase();
  const member = await createTestUser(database.db);
  const admin = await createTestUser(database.db, { isAdmin: true });
  return { database, member, admin };
}
