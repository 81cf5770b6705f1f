/**
 * Community security, writes: no double votes or reviews, no status, counts, pin or author
 * from the form, and no cross-origin posts. Access rules: community-access.test.ts,
 * community-moderation-access.test.ts and community-ids.test.ts.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../database/client';
import { comments, discussions, reviewVotes, vendorReviews } from '../../database/schema';
import { action as adminAction } from '../../app/routes/admin';
import { action as detailAction } from '../../app/routes/discussion-detail';
import { action as newDiscussionAction } from '../../app/routes/new-discussion';
import { action as vendorAction } from '../../app/routes/vendor-detail';
import { insertDiscussion, insertReview } from '../support/community-fixtures';
import { createTestContext } from '../support/test-context';
import type { TestUser } from '../support/users';
import { call, formPost, memberAndAdmin } from './community-test-utils';

let database: DatabaseHandle;
let member: TestUser;
let admin: TestUser;

beforeEach(async () => ({ database, member, admin } = await memberAndAdmin()));
afterEach(() => database.close());

const context = () => createTestContext(database);
const vendor = 'peptide-sciences';
const detailPath = (id: string) => `/community/discussion/${id}`;

describe('members cannot vote twice or review twice', () => {
  it('a second identical vote removes the first; concurrent double clicks leave one row at most', async () => {
    const review = await insertReview(database.db, admin.id);
    const vote = () =>
      call<{ myVote: string | null }>(
        vendorAction,
        formPost(
          `/vendors/${vendor}`,
          { intent: 'vote', reviewId: review.id, voteType: 'helpful' },
          { cookie: member.cookie },
        ),
        context(),
        { vendorSlug: vendor },
      );
    expect((await vote()).data?.myVote).toBe('helpful');
    expect((await vote()).data?.myVote).toBeNull();
    await Promise.all([vote(), vote(), vote()]);
    const rows = await database.db.select().from(reviewVotes);
    expect(rows.length).toBeLessThanOrEqual(1);
    const [counts] = await database.db.select().from(vendorReviews);
    expect(counts!.helpfulVotes).toBe(rows.length);
  });

  it('a second review of the same vendor answers "already exists", another vendor is fine', async () => {
    const review = (slug: string) =>
      call(
        vendorAction,
        formPost(`/vendors/${slug}`, { intent: 'review', rating: '4' }, { cookie: member.cookie }),
        context(),
        { vendorSlug: slug },
      );
    expect((await review(vendor)).data).toEqual({ intent: 'review', ok: true });
    const second = await review(vendor);
    expect(second.status).toBe(409);
    expect(second.data).toEqual({
      intent: 'review',
      ok: false,
      message: 'You have already reviewed this vendor.',
    });
    expect((await review('swiss-chems')).status).toBe(200);
  });
});

describe('members cannot set status, counts, pin or author', () => {
  const forged = (otherId: string) => ({
    status: 'approved',
    is_pinned: 'true',
    isPinned: 'true',
    replyCount: '99',
    reply_count: '99',
    authorId: otherId,
    author_id: otherId,
    userId: otherId,
    helpfulVotes: '50',
  });

  it('on a new discussion', async () => {
    const result = await call(
      newDiscussionAction,
      formPost(
        '/community/new-discussion',
        { title: 'Mine', content: 'Body', ...forged(admin.id) },
        { cookie: member.cookie },
      ),
      context(),
    );
    expect(result.status).toBe(302);
    const [row] = await database.db.select().from(discussions);
    expect(row).toMatchObject({
      status: 'pending',
      isPinned: false,
      replyCount: 0,
      authorId: member.id,
    });
  });

  it('on a comment and a review', async () => {
    const discussion = await insertDiscussion(database.db, admin.id);
    await call(
      detailAction,
      formPost(
        detailPath(discussion.id),
        { intent: 'comment', content: 'Hi', ...forged(admin.id), status: 'pending' },
        { cookie: member.cookie },
      ),
      context(),
      { id: discussion.id },
    );
    const [comment] = await database.db.select().from(comments);
    expect(comment).toMatchObject({ status: 'approved', authorId: member.id });

    await call(
      vendorAction,
      formPost(
        `/vendors/${vendor}`,
        { intent: 'review', rating: '5', ...forged(admin.id) },
        { cookie: member.cookie },
      ),
      context(),
      { vendorSlug: vendor },
    );
    const [review] = await database.db.select().from(vendorReviews);
    expect(review).toMatchObject({ status: 'pending', helpfulVotes: 0, userId: member.id });
  });
});

describe('cross-origin posts are rejected', () => {
  it('answers 403 and writes nothing for another origin; the same origin works', async () => {
    const discussion = await insertDiscussion(database.db, admin.id);
    const post = (origin: string) =>
      call(
        detailAction,
        formPost(
          detailPath(discussion.id),
          { intent: 'comment', content: 'Hi' },
          { cookie: member.cookie, origin },
        ),
        context(),
        { id: discussion.id },
      );
    expect((await post('https://evil.example')).status).toBe(403);
    expect(await database.db.select().from(comments)).toHaveLength(0);
    expect((await post('http://localhost:3000')).status).toBe(200);

    const review = (origin: string) =>
      call(
        vendorAction,
        formPost(
          `/vendors/${vendor}`,
          { intent: 'review', rating: '5' },
          { cookie: member.cookie, origin },
        ),
        context(),
        { vendorSlug: vendor },
      );
    expect((await review('https://evil.example')).status).toBe(403);
    const newDiscussion = await call(
      newDiscussionAction,
      formPost(
        '/community/new-discussion',
        { title: 'T', content: 'C' },
        { cookie: member.cookie, origin: 'null' },
      ),
      context(),
    );
    expect(newDiscussion.status).toBe(403);
    const moderation = await call(
      adminAction,
      formPost(
        '/admin',
        { intent: 'moderate', kind: 'discussion', id: discussion.id, decision: 'reject' },
        { cookie: admin.cookie, origin: 'https://evil.example' },
      ),
      context(),
    );
    expect(moderation.status).toBe(403);
    expect(await database.db.select().from(vendorReviews)).toHaveLength(0);
  });
});
