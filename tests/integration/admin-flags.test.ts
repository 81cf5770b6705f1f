/**
 * The admin's Flagged tab (decision 0014): hide (with a reason the author is told),
 * dismiss and keep, each resolving the open flags and written to the audit trail.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../database/client';
import { moderationLog, notifications } from '../../database/schema';
import { action as adminAction, loader as adminLoader } from '../../app/routes/admin';
import { loader as detailLoader } from '../../app/routes/discussion-detail';
import { flagContent } from '../../app/features/community/flags.server';
import { insertComment, insertDiscussion, insertReview } from '../support/community-fixtures';
import { createTestContext } from '../support/test-context';
import { createTestDatabase } from '../support/test-database';
import { createTestUser, createTestUsers, type TestUser } from '../support/users';
import {
  call,
  formPost,
  pageGet,
  threadsOf,
  type DiscussionPageData,
} from './community-test-utils';

let database: DatabaseHandle;
let author: TestUser;

beforeEach(async () => {
  database = await createTestDatabase();
  author = await createTestUser(database.db);
});
afterEach(() => database.close());

const context = () => createTestContext(database);

describe('the Flagged tab', () => {
  const decide = (admin: TestUser, fields: Record<string, string>) =>
    call<{ ok: boolean; message?: string }>(
      adminAction,
      formPost('/admin', { intent: 'flags', ...fields }, { cookie: admin.cookie }),
      context(),
    );

  it('hides with a reason the author is told, dismisses, keeps, each in the audit trail', async () => {
    const admin = await createTestUser(database.db, { isAdmin: true });
    const [a, b, c, d] = await createTestUsers(database.db, 4);
    const discussion = await insertDiscussion(database.db, author.id);
    const comment = await insertComment(database.db, author.id, discussion.id);
    const review = await insertReview(database.db, author.id);
    const place = { discussionId: discussion.id };
    for (const member of [a!, b!, c!]) {
      await flagContent(
        database.db,
        member.id,
        { kind: 'comment', id: comment.id, reason: 'spam', note: null },
        place,
      );
    }
    await flagContent(
      database.db,
      a!.id,
      { kind: 'discussion', id: discussion.id, reason: 'other', note: 'Off topic' },
      place,
    );
    await flagContent(
      database.db,
      a!.id,
      { kind: 'review', id: review.id, reason: 'spam', note: null },
      { vendorSlug: 'peptide-sciences' },
    );
    const dashboard = await call<{
      flagged: { count: number; items: { id: string; flagCount: number }[] };
    }>(adminLoader, pageGet('/admin', admin.cookie), context());
    expect(dashboard.data?.flagged.count).toBe(3);

    expect(
      (await decide(admin, { kind: 'comment', id: comment.id, decision: 'hide' })).status,
    ).toBe(400);
    const hidden = await decide(admin, {
      kind: 'comment',
      id: comment.id,
      decision: 'hide',
      reason: 'Advertising',
    });
    expect(hidden.data?.ok).toBe(true);
    const [notice] = await database.db
      .select({ reason: notifications.reason })
      .from(notifications)
      .where(
        and(
          eq(notifications.commentId, comment.id),
          eq(notifications.userId, author.id),
          sql`${notifications.reason} = 'Advertising'`,
        ),
      );
    expect(notice?.reason).toBe('Advertising');
    const again = await decide(admin, { kind: 'comment', id: comment.id, decision: 'keep' });
    expect(again.status).toBe(404);

    expect(
      (await decide(admin, { kind: 'discussion', id: discussion.id, decision: 'dismiss' })).data
        ?.ok,
    ).toBe(true);
    expect(
      (await decide(admin, { kind: 'review', id: review.id, decision: 'keep' })).data?.ok,
    ).toBe(true);
    // Kept: three more flags do not hide it.
    for (const member of [b!, c!, d!]) {
      await flagContent(
        database.db,
        member.id,
        { kind: 'review', id: review.id, reason: 'spam', note: null },
        { vendorSlug: 'peptide-sciences' },
      );
    }
    const actions = await database.db
      .select({ action: moderationLog.action })
      .from(moderationLog)
      .orderBy(moderationLog.createdAt);
    expect(actions.map((entry) => entry.action)).toEqual([
      'auto_hide',
      'hide',
      'dismiss_flags',
      'keep',
    ]);
    const page = await call<DiscussionPageData>(
      detailLoader,
      pageGet(`/community/discussion/${discussion.id}`, author.cookie),
      context(),
      { id: discussion.id },
    );
    expect(threadsOf(page)[0]?.post.hiddenReason).toBe('Advertising');
    const member = await decide(a!, { kind: 'review', id: review.id, decision: 'keep' });
    expect(member.status).toBe(302);
  });
});
