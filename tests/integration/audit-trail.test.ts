/**
 * The audit trail: every moderation action is recorded with who, what, when and why,
 * in the same transaction as the change; only admins see it, filtered by action.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../database/client';
import { eq } from 'drizzle-orm';
import { moderationLog, user } from '../../database/schema';
import { setAdminByEmail } from '../../app/features/auth/admin-command.server';
import type { TrailEntry } from '../../app/features/admin/audit-trail.server';
import { action as adminAction, loader as adminLoader } from '../../app/routes/admin';
import { action as detailAction } from '../../app/routes/discussion-detail';
import { insertDiscussion } from '../support/community-fixtures';
import { createTestContext } from '../support/test-context';
import type { TestUser } from '../support/users';
import { call, formPost, memberAndAdmin, pageGet } from './community-test-utils';

let database: DatabaseHandle;
let member: TestUser;
let admin: TestUser;

beforeEach(async () => ({ database, member, admin } = await memberAndAdmin()));
afterEach(() => database.close());

const context = () => createTestContext(database);
type Dashboard = { trail: { entries: TrailEntry[]; nextCursor: string | null } };
const trail = async (query = '') =>
  (await call<Dashboard>(adminLoader, pageGet(`/admin${query}`, admin.cookie), context())).data!
    .trail;

describe('the audit trail', () => {
  it('records a decision with the admin and their reason, a pin, and a role change', async () => {
    const pending = await insertDiscussion(database.db, member.id, {
      title: 'Spam offer',
      status: 'pending',
    });
    const decision = { intent: 'moderate', kind: 'discussion', id: pending.id, decision: 'reject' };
    const fields = { ...decision, reason: '  Advertising  ' };
    await call(adminAction, formPost('/admin', fields, { cookie: admin.cookie }), context());
    const approved = await insertDiscussion(database.db, member.id, { title: 'Good question' });
    const pin = { intent: 'pin', discussionId: approved.id, pinned: 'true' };
    const pinPost = formPost(`/community/discussion/${approved.id}`, pin, { cookie: admin.cookie });
    await call(detailAction, pinPost, context(), { id: approved.id });
    // The command grants only a confirmed address (the site's rule).
    await database.db.update(user).set({ emailVerified: true }).where(eq(user.id, member.id));
    await setAdminByEmail(database.db, member.email, true);

    const { entries } = await trail();
    expect(entries.map((entry) => [entry.action, entry.actor, entry.target, entry.reason])).toEqual(
      [
        ['grant_admin', null, `@${member.username}`, 'command line'],
        ['pin', admin.username, 'Good question', null],
        ['reject', admin.username, 'Spam offer', 'Advertising'],
      ],
    );
    expect(entries[1]?.href).toBe(`/community/discussion/${approved.id}`);
  });

  it('filters by action, and ignores a filter it does not know', async () => {
    const discussion = await insertDiscussion(database.db, member.id);
    for (const pinned of ['true', 'false']) {
      const post = formPost(
        `/community/discussion/${discussion.id}`,
        {
          intent: 'pin',
          discussionId: discussion.id,
          pinned,
        },
        { cookie: admin.cookie },
      );
      await call(detailAction, post, context(), { id: discussion.id });
    }
    expect((await trail('?action=unpin')).entries.map((entry) => entry.action)).toEqual(['unpin']);
    expect((await trail('?action=drop%20table&page=-3')).entries).toHaveLength(2);
  });

  it('records nothing for an action that changed nothing, or that a member tried', async () => {
    const approved = await insertDiscussion(database.db, member.id);
    const fields = { intent: 'moderate', kind: 'discussion', id: approved.id, decision: 'reject' };
    const again = await call(
      adminAction,
      formPost('/admin', fields, { cookie: admin.cookie }),
      context(),
    );
    expect(again.status).toBe(404); // not pending any more
    await call(adminAction, formPost('/admin', fields, { cookie: member.cookie }), context());
    expect(await database.db.select().from(moderationLog)).toEqual([]);
  });

  it('is shown to admins only', async () => {
    const asMember = await call(adminLoader, pageGet('/admin', member.cookie), context());
    expect(asMember.location).toBe('/community');
  });
});

describe('the reason', () => {
  it('over 500 characters is refused with its own message and changes nothing', async () => {
    const pending = await insertDiscussion(database.db, member.id, { status: 'pending' });
    const fields = {
      intent: 'moderate',
      kind: 'discussion',
      id: pending.id,
      decision: 'reject',
      reason: 'x'.repeat(501),
    };
    const result = await call(
      adminAction,
      formPost('/admin', fields, { cookie: admin.cookie }),
      context(),
    );
    expect(result.status).toBe(400);
    expect(result.data).toEqual({ ok: false, message: 'Keep the reason under 500 characters.' });
    expect(await database.db.select().from(moderationLog)).toEqual([]);
  });
});
