/**
 * The admin decisions on discussions, comments and reviews (with the spec's toasts), and the
 * community pages when a load fails.
 */
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../../database/client';
import { discussions } from '../../database/schema';
import { action as adminAction, loader as adminLoader } from '../../app/routes/admin';
import { action as detailAction, loader as detailLoader } from '../../app/routes/discussion-detail';
import { loader as communityLoader } from '../../app/routes/community';
import { loader as listLoader } from '../../app/routes/discussions';
import { action as vendorAction, loader as vendorLoader } from '../../app/routes/vendor-detail';
import { insertComment, insertDiscussion, insertReview } from '../support/community-fixtures';
import { createTestContext } from '../support/test-context';
import { createTestDatabase } from '../support/test-database';
import { createTestUser, type TestUser } from '../support/users';
import { call, formPost, pageGet } from './community-test-utils';

let database: DatabaseHandle;
let member: TestUser;

beforeEach(async () => {
  database = await createTestDatabase();
  member = await createTestUser(database.db);
});
afterEach(() => database.close());

const context = () => createTestContext(database);

describe('admin decisions', () => {
  it('approves and rejects each kind with the spec toasts, then shows the result to members', async () => {
    const admin = await createTestUser(database.db, { isAdmin: true });
    const discussion = await insertDiscussion(database.db, member.id, {
      status: 'pending',
      title: 'Waiting',
    });
    const host = await insertDiscussion(database.db, admin.id, { title: 'Host' });
    const comment = await insertComment(database.db, member.id, host.id, { status: 'pending' });
    const review = await insertReview(database.db, member.id, { status: 'pending', rating: 2 });

    const dashboard = await call<{
      queues: { counts: Record<string, number>; comments: { title: string }[] };
    }>(adminLoader, pageGet('/admin', admin.cookie), context());
    expect(dashboard.data?.queues.counts).toEqual({ discussions: 1, comments: 1, reviews: 1 });
    expect(dashboard.data?.queues.comments[0]?.title).toBe('Host');

    const decide = (kind: string, id: string, decision: string) =>
      call<{ toast?: { title: string; description: string } }>(
        adminAction,
        formPost('/admin', { intent: 'moderate', kind, id, decision }, { cookie: admin.cookie }),
        context(),
      );
    expect((await decide('discussion', discussion.id, 'reject')).data?.toast).toEqual({
      title: 'Rejected',
      description: 'Discussion has been rejected.',
    });
    expect((await decide('comment', comment.id, 'approve')).data?.toast).toEqual({
      title: 'Approved',
      description: 'Comment has been approved and is now visible.',
    });
    expect((await decide('review', review.id, 'approve')).data?.toast?.title).toBe('Approved');

    const vendorPage = await call<{ reviews: { averageRating: number; reviews: unknown[] } }>(
      vendorLoader,
      pageGet('/vendors/peptide-sciences', member.cookie),
      context(),
      { vendorSlug: 'peptide-sciences' },
    );
    expect(vendorPage.data?.reviews.averageRating).toBe(2);
    const [hostRow] = (await database.db.select().from(discussions)).filter(
      (row) => row.id === host.id,
    );
    expect(hostRow?.replyCount).toBe(1);
    const after = await call<{ queues: { counts: Record<string, number> } }>(
      adminLoader,
      pageGet('/admin', admin.cookie),
      context(),
    );
    expect(after.data?.queues.counts).toEqual({ discussions: 0, comments: 0, reviews: 0 });
  });
});

describe('load failures (spec: only logged, the lists stay empty)', () => {
  it('keeps the vendor page and community home up and sends a failed discussion to the list', async () => {
    const discussion = await insertDiscussion(database.db, member.id);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await database.db.execute(sql`drop table review_votes, vendor_reviews, comments cascade`);

    const vendorPage = await call<{ reviews: { reviews: unknown[]; signedIn: boolean } }>(
      vendorLoader,
      pageGet('/vendors/peptide-sciences', member.cookie),
      context(),
      { vendorSlug: 'peptide-sciences' },
    );
    expect(vendorPage.status).toBe(200);
    expect(vendorPage.data?.reviews).toMatchObject({ reviews: [], signedIn: true });

    const detail = await call(
      detailLoader,
      pageGet(`/community/discussion/${discussion.id}`, member.cookie),
      context(),
      { id: discussion.id },
    );
    expect(detail.location).toBe('/community/discussions');

    // Writes that fail answer the spec's generic failure (500), not an error page.
    const review = await call(
      vendorAction,
      formPost(
        '/vendors/peptide-sciences',
        { intent: 'review', rating: '5' },
        { cookie: member.cookie },
      ),
      context(),
      { vendorSlug: 'peptide-sciences' },
    );
    expect([review.status, review.data]).toEqual([500, { intent: 'review', ok: false }]);
    const vote = await call(
      vendorAction,
      formPost(
        '/vendors/peptide-sciences',
        { intent: 'vote', reviewId: crypto.randomUUID(), voteType: 'helpful' },
        { cookie: member.cookie },
      ),
      context(),
      { vendorSlug: 'peptide-sciences' },
    );
    expect([vote.status, vote.data]).toEqual([500, { intent: 'vote', ok: false }]);
    const comment = await call(
      detailAction,
      formPost(
        `/community/discussion/${discussion.id}`,
        { intent: 'comment', content: 'Hi' },
        { cookie: member.cookie },
      ),
      context(),
      { id: discussion.id },
    );
    expect(comment.status).toBe(500);
    expect(comment.data).toMatchObject({ intent: 'comment', ok: false });

    await database.db.execute(sql`drop table discussions cascade`);
    const home = await call<{ discussions: unknown[] }>(
      communityLoader,
      pageGet('/community'),
      context(),
    );
    expect(home.status).toBe(200);
    expect(home.data?.discussions).toEqual([]);
    const list = await call<{ discussions: unknown[] }>(
      listLoader,
      pageGet('/community/discussions', member.cookie),
      context(),
    );
    expect(list.data?.discussions).toEqual([]);
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });
});
