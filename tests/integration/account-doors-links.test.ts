/**
 * Doors an attacker tries on accounts: a password change, a reset or a suspension ends every
 * pending link (new address, reset); a suspended member can use no link; roles and suspension
 * never combine into a site without an admin who can act.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profiles, user } from '../../database/schema';
import { applyAdminEmails } from '../../app/features/auth/admin-role.server';
import { action as adminMembersAction } from '../../app/routes/admin-members';
import { action as authAction } from '../../app/routes/auth';
import { action as profileAction } from '../../app/routes/profile';
import { waitForMailTo } from '../support/outbox';
import { createTestUser, signInCookie, type TestUser } from '../support/users';
import { accountDoors, bossEmail } from './account-doors-utils';

const { state, post, confirmLink, resetToken, profileOf, userOf } = accountDoors();
async function pendingChangeAndReset(member: TestUser) {
  await post(
    profileAction,
    '/profile',
    { intent: 'change-email', email: 'attacker@example.test', password: member.password },
    member.cookie,
  );
  const changeMail = await waitForMailTo(state.dataDir, 'attacker@example.test');
  await post(authAction, '/auth', { intent: 'request-reset', email: member.email });
  const resetMail = await waitForMailTo(state.dataDir, member.email, 'Reset your');
  return { changeMail, token: resetToken(resetMail) };
}

const setNewPassword = (token: string, password = 'brand-new-pass-9') =>
  post(authAction, `/auth?token=${token}`, {
    intent: 'reset-password',
    token,
    password,
    confirmPassword: password,
  });

describe('pending links', () => {
  it('all end when the member changes their password', async () => {
    const member = await createTestUser(state.database.db, { env: state.env, emailVerified: true });
    const { changeMail, token } = await pendingChangeAndReset(member);
    const changed = await post(
      profileAction,
      '/profile',
      {
        intent: 'change-password',
        currentPassword: member.password,
        password: 'owner-new-pass-7',
        confirmPassword: 'owner-new-pass-7',
      },
      member.cookie,
    );
    expect(changed.status).toBeLessThan(400);
    expect((await confirmLink(changeMail)).data?.message).toMatch(/expired or was already used/);
    expect((await setNewPassword(token)).data?.message).toBeDefined();
    const row = await userOf(member.id);
    expect(row!.email).toBe(member.email);
    expect(
      await signInCookie(state.database, { email: member.email, password: 'owner-new-pass-7' }),
    ).toContain('session_token');
  });

  it('all end after a reset, and a suspended member can use none', async () => {
    const admin = await createTestUser(state.database.db, { env: state.env, isAdmin: true });
    const member = await createTestUser(state.database.db, { env: state.env, emailVerified: true });
    const { changeMail, token } = await pendingChangeAndReset(member);
    const suspended = await post(
      adminMembersAction,
      '/admin/members',
      { intent: 'suspend', memberId: member.id, reason: 'spam', until: '' },
      admin.cookie,
    );
    expect(suspended.status).toBe(200);
    expect((await confirmLink(changeMail)).data?.message).toMatch(/expired or was already used/);
    expect((await setNewPassword(token)).data?.message).toBeDefined();

    // A reset asked for while suspended is refused too, and leaves the password as it was.
    rmSync(join(state.dataDir, 'outbox'), { recursive: true, force: true });
    await post(authAction, '/auth', { intent: 'request-reset', email: member.email });
    const during = resetToken(await waitForMailTo(state.dataDir, member.email, 'Reset your'));
    expect((await setNewPassword(during)).data?.message).toMatch(/^This account is suspended/);
    const row = await userOf(member.id);
    expect(row!.email).toBe(member.email);
  });
});

describe('admins and suspension', () => {
  it('never makes a suspended member admin, nor lets the only active admin go', async () => {
    const admin = await createTestUser(state.database.db, { env: state.env, isAdmin: true });
    const member = await createTestUser(state.database.db, { env: state.env });
    const change = (fields: Record<string, string>) =>
      post(adminMembersAction, '/admin/members', { reason: '', ...fields }, admin.cookie);
    await change({ intent: 'suspend', memberId: member.id, reason: 'spam', until: '' });
    const granted = await change({ intent: 'grant-admin', memberId: member.id });
    expect(granted.status).toBe(409);
    expect((await profileOf(member.id)).isAdmin).toBe(false);

    // A suspended admin left from before (or set by hand) does not count as another admin.
    await state.database.db
      .update(profiles)
      .set({ isAdmin: true })
      .where(eq(profiles.userId, member.id));
    const deleted = await post(
      profileAction,
      '/profile',
      { intent: 'delete-account', password: admin.password },
      admin.cookie,
    );
    expect(deleted.status).toBe(409);
    expect((await profileOf(admin.id)).isAdmin).toBe(true);
    // Nor is a suspended listed address made admin at start-up.
    await state.database.db
      .update(user)
      .set({ emailVerified: true, email: bossEmail })
      .where(eq(user.id, member.id));
    await state.database.db
      .update(profiles)
      .set({ isAdmin: false })
      .where(eq(profiles.userId, member.id));
    expect(await applyAdminEmails(state.database.db, [bossEmail])).toBe(0);
  });
});

describe('a suspension reason', () => {
  it('takes no line breaks: the member reads it on one line at sign-in', async () => {
    const admin = await createTestUser(state.database.db, { env: state.env, isAdmin: true });
    const member = await createTestUser(state.database.db, { env: state.env });
    const refused = await post(
      adminMembersAction,
      '/admin/members',
      {
        intent: 'suspend',
        memberId: member.id,
        reason: 'Spam\nSECURITY: reset at http://evil.example',
        until: '',
      },
      admin.cookie,
    );
    expect(refused.status).toBe(400);
    expect((await profileOf(member.id)).suspendedAt).toBeNull();
  });
});
