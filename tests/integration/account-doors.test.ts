/**
 * An address listed in ADMIN_EMAILS makes an admin only once the link mailed to it is opened:
 * whoever signs up first with it, before its owner, or after the admin moved to another address,
 * gains nothing.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { moderationLog, rateLimits, user } from '../../database/schema';
import { applyAdminEmails } from '../../app/features/auth/admin-role.server';
import { action as authAction } from '../../app/routes/auth';
import { action as profileAction } from '../../app/routes/profile';
import { waitForMailTo } from '../support/outbox';
import { createTestUser, signInCookie } from '../support/users';
import { accountDoors, bossEmail } from './account-doors-utils';

const { state, post, confirmLink, profileOf, userOf, context } = accountDoors();
const idOf = async (email: string) =>
  (await state.database.db.select({ id: user.id }).from(user).where(eq(user.email, email)))[0]!.id;
const signUp = (email: string, username: string) =>
  post(authAction, '/auth', {
    intent: 'sign-up',
    username,
    displayName: username,
    email,
    password: 'squatter-pass-42',
  });

describe('admin by a listed address', () => {
  it('is not given at sign-up, nor at start-up, only when the mailed link is opened signed in', async () => {
    expect((await signUp('Boss@example.test', 'first_comer')).status).toBe(302);
    const id = await idOf(bossEmail);
    expect((await profileOf(id)).isAdmin).toBe(false);
    // A restart with ADMIN_EMAILS does not promote an address nobody proved.
    expect(await applyAdminEmails(state.database.db, [bossEmail])).toBe(0);
    expect((await profileOf(id)).isAdmin).toBe(false);

    const cookie = await signInCookie(
      state.database,
      { email: bossEmail, password: 'squatter-pass-42' },
      { context: context() },
    );
    const confirmed = await confirmLink(await waitForMailTo(state.dataDir, bossEmail), cookie);
    expect(confirmed.location).toBe('/profile?toast=email-confirmed');
    expect((await profileOf(id)).isAdmin).toBe(true);
    const trail = await state.database.db
      .select({ action: moderationLog.action, actorId: moderationLog.actorId })
      .from(moderationLog)
      .where(eq(moderationLog.targetId, id));
    expect(trail).toEqual([{ action: 'grant_admin', actorId: null }]);
  });

  it('is not given to a member who changes to the listed address until the new address is proved', async () => {
    const member = await createTestUser(state.database.db, { env: state.env, emailVerified: true });
    const asked = await post(
      profileAction,
      '/profile',
      { intent: 'change-email', email: bossEmail, password: member.password },
      member.cookie,
    );
    expect(asked.location).toBe('/profile?toast=email-change-sent');
    expect((await profileOf(member.id)).isAdmin).toBe(false);
    // A sign-in counter under the old address, which would outlive the change otherwise.
    await state.database.db.insert(rateLimits).values({ key: `signIn:${member.email}`, count: 1 });
    await confirmLink(await waitForMailTo(state.dataDir, bossEmail), member.cookie);
    expect((await profileOf(member.id)).isAdmin).toBe(true);
    const keys = await state.database.db.select({ key: rateLimits.key }).from(rateLimits);
    expect(keys.filter(({ key }) => key.endsWith(member.email))).toEqual([]);
  });

  it('lets a member with an unproved address ask for a link to prove it', async () => {
    const member = await createTestUser(state.database.db, { env: state.env, email: bossEmail });
    const asked = await post(
      profileAction,
      '/profile',
      { intent: 'change-email', email: bossEmail, password: member.password },
      member.cookie,
    );
    expect(asked.location).toBe('/profile?toast=email-proof-sent');
    const mail = await waitForMailTo(state.dataDir, bossEmail);
    expect(mail).toContain('Subject: Confirm your Peptidia e-mail address');
    expect((await confirmLink(mail, member.cookie)).location).toBe(
      '/profile?toast=email-confirmed',
    );
    const row = await userOf(member.id);
    expect(row).toMatchObject({ email: bossEmail, emailVerified: true });
    expect((await profileOf(member.id)).isAdmin).toBe(true);
    // Once proved, asking again is "already your address".
    const again = await post(
      profileAction,
      '/profile',
      { intent: 'change-email', email: bossEmail, password: member.password },
      member.cookie,
    );
    expect(again.data?.fieldErrors).toEqual({ email: 'This is already your e-mail address' });
  });
});
