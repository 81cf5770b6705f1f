import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../../database/client';
import { profiles, session, user } from '../../database/schema';
import { action, loader } from '../../app/routes/profile';
import { createTestDatabase } from '../support/test-database';
import { createTestContext } from '../support/test-context';
import { createTestUser, signInCookie, type TestUser } from '../support/users';
import { formPost, pageGet, run } from './auth-test-utils';

let database: DatabaseHandle;
let member: TestUser;
let cookie: string;
beforeEach(async () => {
  database = await createTestDatabase();
  member = await createTestUser(database.db, { username: 'member_one', displayName: 'Member One' });
  cookie = member.cookie;
});
afterEach(() => database.close());

const context = () => createTestContext(database);
const post = (fields: Record<string, string>, withCookie = cookie) =>
  run(action, formPost('/profile', fields, { cookie: withCookie }), context());

async function storedProfile() {
  const [row] = await database.db
    .select({
      username: profiles.username,
      displayName: profiles.displayName,
      avatarUrl: profiles.avatarUrl,
      isAdmin: profiles.isAdmin,
      name: user.name,
    })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.userId))
    .where(eq(profiles.userId, member.id));
  return row;
}

describe('/profile', () => {
  it('sends a signed-out visitor to /auth with redirectTo', async () => {
    const page = await run(loader, pageGet('/profile'), context());
    expect(page.location).toBe('/auth?redirectTo=%2Fprofile');
    expect((await post({ intent: 'update-profile', username: 'x_x_x' }, '')).location).toBe(
      '/auth?redirectTo=%2Fprofile&reason=members-only',
    );
  });

  it('shows the member their own profile, and nothing secret', async () => {
    const page = await run<{ member: Record<string, unknown> }>(
      loader,
      pageGet('/profile', cookie),
      context(),
    );
    expect(page.data?.member).toEqual({
      id: member.id,
      email: member.email,
      username: 'member_one',
      displayName: 'Member One',
      avatarUrl: null,
      isAdmin: false,
      name: 'Member One',
      initials: 'ME',
      unread: null,
      ownAwaiting: false,
    });
  });

  it('saves display name, username and an https avatar; is_admin in the body is ignored', async () => {
    const result = await post({
      intent: 'update-profile',
      displayName: '  Dr. Member  ',
      username: 'New_Name',
      avatarUrl: 'https://images.example/me.png',
      is_admin: 'true',
      isAdmin: 'on',
    });
    expect(result.location).toBe('/profile?toast=profile-updated');
    expect(await storedProfile()).toEqual({
      username: 'New_Name',
      displayName: 'Dr. Member',
      avatarUrl: 'https://images.example/me.png',
      isAdmin: false,
      name: 'Dr. Member',
    });
    await post({ intent: 'update-profile', displayName: '', username: 'New_Name', avatarUrl: '' });
    expect(await storedProfile()).toMatchObject({ displayName: null, avatarUrl: null });
  });

  it('refuses a taken username (any case), a bad username and a non-https avatar', async () => {
    await createTestUser(database.db, { username: 'Someone' });
    const taken = await post({ intent: 'update-profile', username: 'someone' });
    expect(taken.status).toBe(400);
    expect(taken.data?.fieldErrors).toEqual({ username: 'This username is already taken' });
    const bad = await post({
      intent: 'update-profile',
      username: 'ab',
      avatarUrl: 'http://images.example/me.png',
    });
    expect(bad.data?.fieldErrors).toEqual({
      username: 'Username must be 3 to 30 letters, digits or underscores',
      avatarUrl: 'Avatar URL must be an https:// link',
    });
    expect(
      (
        await post({
          intent: 'update-profile',
          username: 'ok_name',
          avatarUrl: 'javascript:alert(1)',
        })
      ).data?.fieldErrors,
    ).toEqual({ avatarUrl: 'Avatar URL must be an https:// link' });
    expect(await storedProfile()).toMatchObject({ username: 'member_one', avatarUrl: null });
    // Changing only the case of one's own username is fine.
    expect((await post({ intent: 'update-profile', username: 'Member_One' })).status).toBe(302);
  });

  it('changes the password only with the right current one, and ends other sessions', async () => {
    const otherDevice = await signInCookie(database, member);
    const wrong = await post({
      intent: 'change-password',
      currentPassword: 'not-it',
      password: 'fresh-pass-1',
      confirmPassword: 'fresh-pass-1',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.data?.fieldErrors).toEqual({ currentPassword: 'Current password is incorrect' });
    const mismatch = await post({
      intent: 'change-password',
      currentPassword: member.password,
      password: 'fresh-pass-1',
      confirmPassword: 'fresh-pass-2',
    });
    expect(mismatch.data?.fieldErrors).toEqual({ confirmPassword: 'Passwords do not match' });

    const done = await post({
      intent: 'change-password',
      currentPassword: member.password,
      password: 'fresh-pass-1',
      confirmPassword: 'fresh-pass-1',
    });
    expect(done.location).toBe('/profile?toast=password-updated');
    expect((await run(loader, pageGet('/profile', cookie), context())).status).toBe(200);
    expect((await run(loader, pageGet('/profile', otherDevice), context())).location).toMatch(
      /^\/auth/,
    );
    await signInCookie(database, { email: member.email, password: 'fresh-pass-1' });
  });

  it('refuses a common new password and keeps the current one', async () => {
    const result = await post({
      intent: 'change-password',
      currentPassword: member.password,
      password: 'football',
      confirmPassword: 'football',
    });
    expect(result.status).toBe(400);
    expect(result.data?.fieldErrors).toEqual({
      password: 'This password is too common. Please choose another.',
    });
    await signInCookie(database, member);
    await expect(
      signInCookie(database, { email: member.email, password: 'football' }),
    ).rejects.toThrow();
  });

  it('signs out every other session and keeps this one', async () => {
    const otherDevice = await signInCookie(database, member);
    const page = await run<{ otherSessions: number }>(
      loader,
      pageGet('/profile', cookie),
      context(),
    );
    expect(page.data?.otherSessions).toBe(1);
    const result = await post({ intent: 'sign-out-others' });
    expect(result.location).toBe('/profile?toast=other-sessions-ended');
    expect(await database.db.select().from(session)).toHaveLength(1);
    expect((await run(loader, pageGet('/profile', otherDevice), context())).location).toMatch(
      /^\/auth/,
    );
    expect((await run(loader, pageGet('/profile', cookie), context())).status).toBe(200);
  });
});
