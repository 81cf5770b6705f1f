/**
 * Every validation of the community forms (400, field errors, nothing written), the per-member
 * rate limits (429 with Retry-After), the list's URL parameters and the admin decisions.
 */
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../../database/client';
import { comments, discussions, vendorReviews } from '../../database/schema';
import { action as adminAction, loader as adminLoader } from '../../app/routes/admin';
import { action as detailAction, loader as detailLoader } from '../../app/routes/discussion-detail';
import { loader as communityLoader } from '../../app/routes/community';
import { loader as listLoader } from '../../app/routes/discussions';
import { action as newDiscussionAction } from '../../app/routes/new-discussion';
import { action as vendorAction, loader as vendorLoader } from '../../app/routes/vendor-detail';
import { vendorSlugs } from '../../app/data/vendor-slugs';
import { communityRateLimits, reviewRateLimits } from '../../app/utils/rate-limit.server';
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

describe('new discussion validation', () => {
  const post = (fields: Record<string, string>) =>
    call<{ fieldErrors?: Record<string, string>; values?: Record<string, string> }>(
      newDiscussionAction,
      formPost('/community/new-discussion', fields, { cookie: member.cookie }),
      context(),
    );

  it.each([
    ['a blank title', { title: '   ', content: 'Body' }, 'title', 'Please enter a title.'],
    [
      'a 201-character title',
      { title: 'x'.repeat(201), content: 'Body' },
      'title',
      'Please keep the title under 200 characters.',
    ],
    [
      'blank content',
      { title: 'Title', content: ' \n ' },
      'content',
      'Please write the content of your discussion.',
    ],
    [
      'a category that is not an id',
      { title: 'Title', content: 'Body', categoryId: 'general' },
      'categoryId',
      'Please choose a category from the list.',
    ],
    [
      'an unknown category id',
      { title: 'Title', content: 'Body', categoryId: crypto.randomUUID() },
      'categoryId',
      'Please choose a category from the list.',
    ],
  ])('refuses %s with a field error and writes nothing', async (_label, fields, field, message) => {
    const result = await post(fields);
    expect(result.status).toBe(400);
    expect(result.data?.fieldErrors?.[field]).toBe(message);
    expect(result.data?.values?.title).toBe(fields.title);
    expect(await database.db.select().from(discussions)).toHaveLength(0);
  });

  it('accepts 200 characters, trims both fields and treats an empty category as none', async () => {
    const result = await post({
      title: `  ${'t'.repeat(200)}  `,
      content: '  Body  ',
      categoryId: '',
    });
    expect(result.status).toBe(302);
    const [row] = await database.db.select().from(discussions);
    expect(row).toMatchObject({ title: 't'.repeat(200), content: 'Body', categoryId: null });
  });
});

describe('comment and review validation', () => {
  it('refuses a blank or over-long comment, accepts a normal one', async () => {
    const discussion = await insertDiscussion(database.db, member.id);
    const post = (content: string) =>
      call<{ error?: string }>(
        detailAction,
        formPost(
          `/community/discussion/${discussion.id}`,
          { intent: 'comment', content },
          { cookie: member.cookie },
        ),
        context(),
        { id: discussion.id },
      );
    const blank = await post('   ');
    expect(blank.status).toBe(400);
    expect(blank.data?.error).toBe('Please write a comment first.');
    expect((await post('x'.repeat(5001))).status).toBe(400);
    expect(await database.db.select().from(comments)).toHaveLength(0);
    expect((await post('  Thanks  ')).status).toBe(200);
    expect((await database.db.select().from(comments))[0]?.content).toBe('Thanks');
  });

  it('refuses a review without a rating or with a comment over 500 characters', async () => {
    const post = (fields: Record<string, string>) =>
      call<{ fieldErrors?: Record<string, string> }>(
        vendorAction,
        formPost(
          '/vendors/peptide-sciences',
          { intent: 'review', ...fields },
          { cookie: member.cookie },
        ),
        context(),
        { vendorSlug: 'peptide-sciences' },
      );
    const noRating = await post({ comment: 'Nice' });
    expect(noRating.status).toBe(400);
    expect(noRating.data?.fieldErrors?.rating).toBe(
      'Please select a star rating before submitting.',
    );
    const tooLong = await post({ rating: '4', comment: 'x'.repeat(501) });
    expect(tooLong.data?.fieldErrors?.comment).toBe(
      'Please keep your comment under 500 characters.',
    );
    expect(await database.db.select().from(vendorReviews)).toHaveLength(0);
    expect((await post({ rating: '4', comment: '   ' })).status).toBe(200);
    expect((await database.db.select().from(vendorReviews))[0]?.comment).toBeNull();
  });
});

describe('per-member rate limits', () => {
  async function expectLimited(
    send: () => Promise<{ status: number; headers: Headers }>,
    limit: number,
  ) {
    for (let i = 0; i < limit; i++) expect((await send()).status).toBeLessThan(400);
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  }

  it('limits new discussions', async () => {
    let n = 0;
    await expectLimited(
      () =>
        call(
          newDiscussionAction,
          formPost(
            '/community/new-discussion',
            { title: `T${n++}`, content: 'C' },
            { cookie: member.cookie },
          ),
          context(),
        ),
      communityRateLimits.discussion.limit,
    );
    expect(await database.db.select().from(discussions)).toHaveLength(
      communityRateLimits.discussion.limit,
    );
  });

  it('limits comments', async () => {
    const discussion = await insertDiscussion(database.db, member.id);
    await expectLimited(
      () =>
        call(
          detailAction,
          formPost(
            `/community/discussion/${discussion.id}`,
            { intent: 'comment', content: 'Hi' },
            { cookie: member.cookie },
          ),
          context(),
          { id: discussion.id },
        ),
      communityRateLimits.comment.limit,
    );
  });

  it('limits votes and reviews', async () => {
    const other = await createTestUser(database.db);
    const review = await insertReview(database.db, other.id);
    await expectLimited(
      () =>
        call(
          vendorAction,
          formPost(
            '/vendors/peptide-sciences',
            { intent: 'vote', reviewId: review.id, voteType: 'helpful' },
            { cookie: member.cookie },
          ),
          context(),
          { vendorSlug: 'peptide-sciences' },
        ),
      reviewRateLimits.vote.limit,
    );
    let i = 0;
    await expectLimited(() => {
      const slug = vendorSlugs[i++]!;
      return call(
        vendorAction,
        formPost(`/vendors/${slug}`, { intent: 'review', rating: '3' }, { cookie: member.cookie }),
        context(),
        { vendorSlug: slug },
      );
    }, reviewRateLimits.review.limit);
  });
});

describe('discussions list parameters', () => {
  it('falls back gracefully on any page or category value', async () => {
    await insertDiscussion(database.db, member.id, { categorySlug: 'safety' });
    const searches = [
      '?page=abc',
      '?page=-3',
      '?page=0',
      '?page=99999999999',
      '?category=unknown',
      '?category=%3Cscript%3E',
      '?page=2&category=safety',
    ];
    for (const search of searches) {
      const result = await call<{ page: number; discussions: unknown[] }>(
        listLoader,
        pageGet(`/community/discussions${search}`, member.cookie),
        context(),
      );
      expect(result.status, search).toBe(200);
      expect(result.data?.page, search).toBe(1);
      expect(result.data?.discussions, search).toHaveLength(1);
    }
  });
});

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
