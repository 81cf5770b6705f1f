import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { count, eq, ne } from 'drizzle-orm';
import type { DatabaseHandle } from '../../database/client';
import { account, deletedMemberId, profiles, user } from '../../database/schema';
import { action } from '../../app/routes/auth';
import { createTestDatabase } from '../support/test-database';
import { createTestContext } from '../support/test-context';
import { createTestUser } from '../support/users';
import { formPost, run } from './auth-test-utils';

let database: DatabaseHandle;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(() => database.close());

const valid: Record<string, string> = {
  intent: 'sign-up',
  username: 'lab_rat',
  displayName: 'Lab Rat',
  email: 'Lab.Rat@Example.test',
  password: 'secret-42',
};

/** Rows written by sign-up (the "Deleted member" account of migration 0011 is always there). */
async function rows() {
  const [users] = await database.db
    .select({ n: count() })
    .from(user)
    .where(ne(user.id, deletedMemberId));
  const [accounts] = await database.db.select({ n: count() }).from(account);
  const [profileRows] = await database.db
    .select({ n: count() })
    .from(profiles)
    .where(ne(profiles.userId, deletedMemberId));
  return { users: users!.n, accounts: accounts!.n, profiles: profileRows!.n };
}

function signUp(fields: Record<string, string>, contextOverrides = {}) {
  return run(action, formPost('/auth', fields), createTestContext(database, contextOverrides));
}

describe('sign-up', () => {
  it('creates user, credential account and profile together, then asks to sign in', async () => {
    const result = await signUp(valid);
    expect(result.status).toBe(302);
    expect(result.location).toBe('/auth?toast=account-created');
    expect(await rows()).toEqual({ users: 1, accounts: 1, profiles: 1 });
    const [created] = await database.db
      .select({ email: user.email, username: profiles.username, isAdmin: profiles.isAdmin })
      .from(user)
      .innerJoin(profiles, eq(profiles.userId, user.id))
      .where(ne(user.id, deletedMemberId));
    expect(created).toEqual({ email: 'lab.rat@example.test', username: 'lab_rat', isAdmin: false });
    const [credential] = await database.db.select().from(account);
    expect(credential!.providerId).toBe('credential');
    expect(credential!.password).not.toContain('secret-42');
  });

  it.each([
    ['username', 'Username is required'],
    ['displayName', 'Display name is required'],
    ['email', 'Email is required'],
    ['password', 'Password is required'],
  ])('refuses a missing %s with 400 and writes nothing', async (field, message) => {
    const result = await signUp({ ...valid, [field]: '' });
    expect(result.status).toBe(400);
    expect(result.data?.fieldErrors).toMatchObject({ [field]: message });
    const { [field]: _omitted, ...withoutField } = valid;
    expect((await signUp(withoutField)).status).toBe(400);
    expect(await rows()).toEqual({ users: 0, accounts: 0, profiles: 0 });
  });

  it('refuses a short password with the spec message', async () => {
    const result = await signUp({ ...valid, password: '12345' });
    expect(result.status).toBe(400);
    expect(result.data?.fieldErrors).toEqual({
      password: 'Password must be at least 6 characters long',
    });
    expect(await rows()).toEqual({ users: 0, accounts: 0, profiles: 0 });
  });

  it('refuses one of the 1,000 most common passwords, in any case, and writes nothing', async () => {
    for (const password of ['password1', 'iloveyou', 'Sunshine', 'QWERTY123']) {
      const result = await signUp({ ...valid, password });
      expect(result.status).toBe(400);
      expect(result.data?.fieldErrors).toEqual({
        password: 'This password is too common. Please choose another.',
      });
    }
    expect(await rows()).toEqual({ users: 0, accounts: 0, profiles: 0 });
  });

  it('refuses a bad username or e-mail', async () => {
    const result = await signUp({ ...valid, username: 'no spaces!', email: 'not-an-email' });
    expect(result.status).toBe(400);
    expect(result.data?.fieldErrors).toEqual({
      username: 'Username must be 3 to 30 letters, digits or underscores',
      email: 'Please enter a valid email address',
    });
  });

  it('refuses a duplicate username (any case); a taken e-mail is answered as a new one', async () => {
    await createTestUser(database.db, {
      email: 'taken@example.test',
      username: 'Taken_Name',
      signedIn: false,
    });
    const fresh = await signUp({ ...valid, username: 'fresh_one', email: 'fresh@example.test' });
    const sameEmail = await signUp({ ...valid, email: 'TAKEN@example.test' });
    expect(sameEmail.status).toBe(fresh.status);
    expect(sameEmail.location).toBe(fresh.location);
    expect(sameEmail.data).toEqual(fresh.data);
    await database.db.delete(user).where(eq(user.email, 'fresh@example.test'));
    const sameUsername = await signUp({ ...valid, username: 'taken_name' });
    expect(sameUsername.status).toBe(400);
    expect(sameUsername.data?.fieldErrors).toEqual({ username: 'This username is already taken' });
    expect(await rows()).toEqual({ users: 1, accounts: 1, profiles: 1 });
  });

  it('ignores is_admin and status in the body; even an ADMIN_EMAILS address is no admin at sign-up', async () => {
    await signUp({ ...valid, is_admin: 'true', isAdmin: 'true', status: 'approved' });
    const adminContext = {
      env: { ...createTestContext(database).env, ADMIN_EMAILS: ['boss@example.test'] },
    };
    await signUp({ ...valid, username: 'boss', email: 'Boss@example.test' }, adminContext);
    const flags = await database.db
      .select({ username: profiles.username, isAdmin: profiles.isAdmin })
      .from(profiles)
      .where(ne(profiles.userId, deletedMemberId))
      .orderBy(profiles.username);
    // The listed address becomes admin only once the link mailed to it is opened.
    expect(flags).toEqual([
      { username: 'boss', isAdmin: false },
      { username: 'lab_rat', isAdmin: false },
    ]);
  });

  it('answers a filled honeypot like a success and writes nothing', async () => {
    const result = await signUp({ ...valid, website: 'http://spam.example' });
    expect(result.status).toBe(302);
    expect(result.location).toBe('/auth?toast=account-created');
    expect(await rows()).toEqual({ users: 0, accounts: 0, profiles: 0 });
  });
});
