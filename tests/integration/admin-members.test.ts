/**
 * The Members page (decision 0023): admins only; a suspension ends the member's
 * sessions at once, refuses their sign-in with the end date, and keeps their old cookie from
 * posting anything; lifting it (or its end passing) lets them back. Never oneself, never the
 * last admin; every change is in the audit trail.
 */
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../database/client';
import { discussions, moderationLog, profiles, session } from '../../database/schema';
import { action, loader } from '../../app/routes/admin-members';
import { action as newDiscussionAction } from '../../app/routes/new-discussion';
import { signIn } from '../../app/features/auth/sign-in.server';
import { createTestContext } from '../support/test-context';
import { createTestDatabase } from '../support/test-database';
import { createTestUser, signInCookie, type TestUser } from '../support/users';
import { formPost, pageGet, run } from './auth-test-utils';

let database: DatabaseHandle;
let admin: TestUser;
let member: TestUser;
beforeEach(async () => {
  database = await createTestDatabase();
  admin = await createTestUser(database.db, { isAdmin: true });
  member = await createTestUser(database.db, { displayName: 'Spam Sender' });
});
afterEach(() => database.close());

const context = () => createTestContext(database);
const change = (fields: Record<string, string>, cookie = admin.cookie) =>
  run<{ ok: boolean; message?: string }>(
    action,
    formPost('/admin/members', { memberId: member.id, reason: '', ...fields }, { cookie }),
    context(),
  );
const signInAs = (who: TestUser) =>
  signIn(context(), { identifier: who.email, password: who.password, rememberMe: false });
const isAdmin = async (id: string) =>
  (await database.db.select().from(profiles).where(eq(profiles.userId, id)))[0]?.isAdmin;

describe('/admin/members', () => {
  it('is for admins only: a member or a visitor can neither see it nor change anyone', async () => {
    expect((await run(loader, pageGet('/admin/members'), context())).location).toMatch(/^\/auth/);
    expect((await run(loader, pageGet('/admin/members', member.cookie), context())).location).toBe(
      '/community',
    );
    const byMember = await change({ intent: 'grant-admin' }, member.cookie);
    expect(byMember.location).toBe('/community');
    const byVisitor = await change({ intent: 'suspend', reason: 'x', until: '' }, '');
    expect(byVisitor.location).toMatch(/^\/auth/);
    expect(await isAdmin(member.id)).toBe(false);
    expect(await database.db.select().from(moderationLog)).toHaveLength(0);
  });

  it('finds a member by e-mail with their counts', async () => {
    const found = await run<{ members: { id: string; comments: number }[] }>(
      loader,
      pageGet(`/admin/members?q=${encodeURIComponent(member.email)}`, admin.cookie),
      context(),
    );
    expect(found.data?.members.map((row) => row.id)).toEqual([member.id]);
    expect(found.data?.members[0]?.comments).toBe(0);
  });

  it('suspends: sessions end, sign-in and posting are refused until it is lifted', async () => {
    const until = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const suspended = await change({ intent: 'suspend', reason: 'Spam links', until });
    expect(suspended.data).toMatchObject({ ok: true });
    expect(await database.db.select().from(session).where(eq(session.userId, member.id))).toEqual(
      [],
    );
    const refused = await signInAs(member);
    expect(refused).toMatchObject({ ok: false });
    expect((refused as { error: string }).error).toMatch(
      /^This account is suspended until \d{1,2} \w+ \d{4}\. Reason: Spam links$/,
    );
    const post = await run(
      newDiscussionAction,
      formPost(
        '/community/new-discussion',
        { title: 'Buy now', content: 'Spam spam spam', categoryId: '' },
        { cookie: member.cookie },
      ),
      context(),
    );
    expect(post.location).toMatch(/^\/auth\?redirectTo=/);
    expect(await database.db.select().from(discussions)).toHaveLength(0);

    expect((await change({ intent: 'lift' })).data).toMatchObject({ ok: true });
    expect(await signInAs(member)).toMatchObject({ ok: true });
    const actions = (await database.db.select().from(moderationLog)).map((row) => row.action);
    expect(actions.sort()).toEqual(['lift_suspension', 'suspend']);
  });

  it('lets a member back once the end date has passed', async () => {
    await change({ intent: 'suspend', reason: 'Cool off', until: '' });
    expect(await signInAs(member)).toMatchObject({ ok: false });
    await database.db
      .update(profiles)
      .set({ suspendedUntil: new Date(Date.now() - 1000) })
      .where(eq(profiles.userId, member.id));
    expect(await signInCookie(database, member)).toContain('session_token');
  });

  it('refuses a day already past, oneself, an admin, and the last admin’s revocation', async () => {
    expect((await change({ intent: 'suspend', reason: 'x', until: '2020-01-01' })).status).toBe(
      400,
    );
    const self = await change({ intent: 'revoke-admin', memberId: admin.id });
    expect(self.data).toEqual({ ok: false, message: 'You cannot change your own account here.' });
    expect(await isAdmin(admin.id)).toBe(true);
    expect((await change({ intent: 'grant-admin' })).data).toMatchObject({ ok: true });
    expect(await isAdmin(member.id)).toBe(true);
    expect((await change({ intent: 'suspend', reason: 'x', until: '' })).data).toMatchObject({
      ok: false,
    });
    // Two admins: one may remove the other, and then the last one stays.
    expect((await change({ intent: 'revoke-admin' })).data).toMatchObject({ ok: true });
    const other = await createTestUser(database.db, { isAdmin: true });
    await database.db.update(profiles).set({ isAdmin: false }).where(eq(profiles.userId, admin.id));
    const last = await run<{ ok: boolean }>(
      action,
      formPost(
        '/admin/members',
        { intent: 'revoke-admin', memberId: other.id, reason: '' },
        { cookie: other.cookie },
      ),
      context(),
    );
    expect(last.data).toMatchObject({ ok: false });
  });
});
