/**
 * Community security, moderation: the admin dashboard and its decisions are for admins only,
 * and members see only approved content.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../database/client';
import { discussions } from '../../database/schema';
import { action as adminAction, loader as adminLoader } from '../../app/routes/admin';
import { action as detailAction, loader as detailLoader } from '../../app/routes/discussion-detail';
import { loader as listLoader } from '../../app/routes/discussions';
import { loader as vendorLoader } from '../../app/routes/vendor-detail';
import { insertComment, insertDiscussion, insertReview } from '../support/community-fixtures';
import { createTestContext } from '../support/test-context';
import { createTestUser, type TestUser } from '../support/users';
import {
  call,
  formPost,
  pageGet,
  memberAndAdmin,
  threadsOf,
  type DiscussionPageData,
} from './community-test-utils';

let database: DatabaseHandle;
let member: TestUser;
let admin: TestUser;

beforeEach(async () => ({ database, member, admin } = await memberAndAdmin()));
afterEach(() => database.close());

const context = () => createTestContext(database);
const vendor = 'peptide-sciences';
const detailPath = (id: string) => `/community/discussion/${id}`;

describe('the admin dashboard is for admins only', () => {
  it('sends visitors to sign in, members to /community, shows admins the dashboard', async () => {
    expect((await call(adminLoader, pageGet('/admin'), context())).location).toBe(
      '/auth?redirectTo=%2Fadmin',
    );
    const asMember = await call(adminLoader, pageGet('/admin', member.cookie), context());
    expect(asMember.status).toBe(302);
    expect(asMember.location).toBe('/community');
    const asAdmin = await call<{ stats: { users: number } }>(
      adminLoader,
      pageGet('/admin', admin.cookie),
      context(),
    );
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.data?.stats.users).toBe(2);
  });

  it('lets only admins approve or reject', async () => {
    const pending = await insertDiscussion(database.db, member.id, { status: 'pending' });
    const fields = { intent: 'moderate', kind: 'discussion', id: pending.id, decision: 'approve' };
    const asMember = await call(
      adminAction,
      formPost('/admin', fields, { cookie: member.cookie }),
      context(),
    );
    expect(asMember.location).toBe('/community');
    const [unchanged] = await database.db.select().from(discussions);
    expect(unchanged?.status).toBe('pending');

    const asAdmin = await call(
      adminAction,
      formPost('/admin', fields, { cookie: admin.cookie }),
      context(),
    );
    expect(asAdmin.data).toMatchObject({
      ok: true,
      toast: { title: 'Approved', description: 'Discussion has been approved and is now visible.' },
    });
    const [approved] = await database.db.select().from(discussions);
    expect(approved?.status).toBe('approved');
  });

  it('lets only admins pin a discussion', async () => {
    const discussion = await insertDiscussion(database.db, member.id);
    const fields = { intent: 'pin', discussionId: discussion.id, pinned: 'true' };
    const params = { id: discussion.id };
    const asMember = await call(
      detailAction,
      formPost(detailPath(discussion.id), fields, { cookie: member.cookie }),
      context(),
      params,
    );
    expect(asMember.location).toBe('/community');
    expect((await database.db.select().from(discussions))[0]?.isPinned).toBe(false);
    const asAdmin = await call(
      detailAction,
      formPost(detailPath(discussion.id), fields, { cookie: admin.cookie }),
      context(),
      params,
    );
    expect(asAdmin.data).toEqual({ intent: 'pin', ok: true, pinned: true });
    expect((await database.db.select().from(discussions))[0]?.isPinned).toBe(true);
  });
});

describe('members see only approved content', () => {
  it('redirects pending and rejected discussions to the list (their author sees them, marked), opens approved ones', async () => {
    const other = await createTestUser(database.db, { username: 'other_member' });
    for (const status of ['pending', 'rejected'] as const) {
      const hidden = await insertDiscussion(database.db, member.id, { status });
      const result = await call(
        detailLoader,
        pageGet(detailPath(hidden.id), other.cookie),
        context(),
        { id: hidden.id },
      );
      expect(result.location).toBe('/community/discussions');
      const own = await call<{ discussion: { post: { status: string } } }>(
        detailLoader,
        pageGet(detailPath(hidden.id), member.cookie),
        context(),
        { id: hidden.id },
      );
      expect(own.data?.discussion.post.status).toBe(status);
      // Even their own author cannot comment on it.
      const post = await call(
        detailAction,
        formPost(
          detailPath(hidden.id),
          { intent: 'comment', content: 'x' },
          { cookie: member.cookie },
        ),
        context(),
        { id: hidden.id },
      );
      expect(post.status).toBe(404);
    }
    const visible = await insertDiscussion(database.db, member.id, { title: 'Visible' });
    const list = await call<{ discussions: { title: string }[] }>(
      listLoader,
      pageGet('/community/discussions', member.cookie),
      context(),
    );
    expect(list.data?.discussions.map((discussion) => discussion.title)).toEqual(['Visible']);
    const open = await call(
      detailLoader,
      pageGet(detailPath(visible.id), member.cookie),
      context(),
      { id: visible.id },
    );
    expect(open.status).toBe(200);
  });

  it('hides pending comments and reviews', async () => {
    const discussion = await insertDiscussion(database.db, admin.id);
    await insertComment(database.db, admin.id, discussion.id, { content: 'shown' });
    await insertComment(database.db, admin.id, discussion.id, {
      content: 'waiting',
      status: 'pending',
    });
    const detail = await call<DiscussionPageData>(
      detailLoader,
      pageGet(detailPath(discussion.id), member.cookie),
      context(),
      { id: discussion.id },
    );
    expect(threadsOf(detail).map((thread) => thread.content)).toEqual(['shown']);

    await insertReview(database.db, admin.id, { comment: 'approved one' });
    await insertReview(database.db, member.id, { comment: 'pending one', status: 'pending' });
    const page = await call<{ reviews: { reviews: { comment: string }[] } }>(
      vendorLoader,
      pageGet(`/vendors/${vendor}`, member.cookie),
      context(),
      { vendorSlug: vendor },
    );
    expect(page.data?.reviews.reviews.map((review) => review.comment)).toEqual(['approved one']);
  });
});
