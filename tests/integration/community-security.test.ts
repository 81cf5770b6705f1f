/**
 * The security rules of the community issue, each as a denied case next to an allowed one,
 * through the real route loaders and actions and the real sign-in.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../database/client';
import { comments, discussions, reviewVotes, vendorReviews } from '../../database/schema';
import { action as adminAction, loader as adminLoader } from '../../app/routes/admin';
import { action as detailAction, loader as detailLoader } from '../../app/routes/discussion-detail';
import { loader as listLoader } from '../../app/routes/discussions';
import {
  action as newDiscussionAction,
  loader as newDiscussionLoader,
} from '../../app/routes/new-discussion';
import { action as vendorAction, loader as vendorLoader } from '../../app/routes/vendor-detail';
import { insertComment, insertDiscussion, insertReview } from '../support/community-fixtures';
import { createTestContext } from '../support/test-context';
import { createTestDatabase } from '../support/test-database';
import { createTestUser, type TestUser } from '../support/users';
import { call, formPost, pageGet } from './community-test-utils';

let database: DatabaseHandle;
let member: TestUser;
let admin: TestUser;

beforeEach(async () => {
  database = await createTestDatabase();
  member = await createTestUser(database.db);
  admin = await createTestUser(database.db, { isAdmin: true });
});
afterEach(() => database.close());

const context = () => createTestContext(database);
const vendor = 'peptide-sciences';
const detailPath = (id: string) => `/community/discussion/${id}`;

describe('visitors are sent to sign in; members are let in', () => {
  it('discussions list', async () => {
    const visitor = await call(listLoader, pageGet('/community/discussions'), context());
    expect(visitor.status).toBe(302);
    expect(visitor.location).toBe('/auth?redirectTo=%2Fcommunity%2Fdiscussions');
    const signedIn = await call(
      listLoader,
      pageGet('/community/discussions', member.cookie),
      context(),
    );
    expect(signedIn.status).toBe(200);
  });

  it('discussion detail and posting a comment', async () => {
    const discussion = await insertDiscussion(database.db, admin.id);
    const params = { id: discussion.id };
    const visitor = await call(detailLoader, pageGet(detailPath(discussion.id)), context(), params);
    expect(visitor.location).toMatch(/^\/auth\?redirectTo=/);
    const post = { intent: 'comment', content: 'Hello' };
    const visitorPost = await call(
      detailAction,
      formPost(detailPath(discussion.id), post),
      context(),
      params,
    );
    expect(visitorPost.location).toMatch(/^\/auth\?redirectTo=/);
    expect(await database.db.select().from(comments)).toHaveLength(0);

    const view = await call(
      detailLoader,
      pageGet(detailPath(discussion.id), member.cookie),
      context(),
      params,
    );
    expect(view.status).toBe(200);
    const memberPost = await call(
      detailAction,
      formPost(detailPath(discussion.id), post, { cookie: member.cookie }),
      context(),
      params,
    );
    expect(memberPost.data).toEqual({ intent: 'comment', ok: true, isReply: false });
    expect(await database.db.select().from(comments)).toHaveLength(1);
  });

  it('new discussion page and post', async () => {
    const visitor = await call(
      newDiscussionLoader,
      pageGet('/community/new-discussion'),
      context(),
    );
    expect(visitor.location).toMatch(/^\/auth\?redirectTo=/);
    const fields = { title: 'Title', content: 'Body' };
    const visitorPost = await call(
      newDiscussionAction,
      formPost('/community/new-discussion', fields),
      context(),
    );
    expect(visitorPost.location).toMatch(/^\/auth\?redirectTo=/);
    expect(await database.db.select().from(discussions)).toHaveLength(0);

    expect(
      (
        await call(
          newDiscussionLoader,
          pageGet('/community/new-discussion', member.cookie),
          context(),
        )
      ).status,
    ).toBe(200);
    const memberPost = await call(
      newDiscussionAction,
      formPost('/community/new-discussion', fields, { cookie: member.cookie }),
      context(),
    );
    expect(memberPost.status).toBe(302);
    expect(memberPost.location).toBe('/community/discussions?toast=discussion-submitted');
    expect(await database.db.select().from(discussions)).toHaveLength(1);
  });

  it('reviews and votes on a vendor page', async () => {
    const review = await insertReview(database.db, admin.id);
    const params = { vendorSlug: vendor };
    const page = await call<{ reviews: { signedIn: boolean } }>(
      vendorLoader,
      pageGet(`/vendors/${vendor}`),
      context(),
      params,
    );
    expect(page.data?.reviews.signedIn).toBe(false);

    const vote = { intent: 'vote', reviewId: review.id, voteType: 'helpful' };
    const visitorVote = await call(
      vendorAction,
      formPost(`/vendors/${vendor}`, vote),
      context(),
      params,
    );
    expect(visitorVote.location).toBe(
      `/auth?redirectTo=${encodeURIComponent(`/vendors/${vendor}`)}`,
    );
    const visitorReview = await call(
      vendorAction,
      formPost(`/vendors/${vendor}`, { intent: 'review', rating: '5' }),
      context(),
      params,
    );
    expect(visitorReview.location).toMatch(/^\/auth/);
    expect(await database.db.select().from(reviewVotes)).toHaveLength(0);
    expect(await database.db.select().from(vendorReviews)).toHaveLength(1);

    const memberVote = await call(
      vendorAction,
      formPost(`/vendors/${vendor}`, vote, { cookie: member.cookie }),
      context(),
      params,
    );
    expect(memberVote.data).toMatchObject({
      intent: 'vote',
      ok: true,
      myVote: 'helpful',
      helpfulVotes: 1,
    });
    const memberReview = await call(
      vendorAction,
      formPost(`/vendors/${vendor}`, { intent: 'review', rating: '5' }, { cookie: member.cookie }),
      context(),
      params,
    );
    expect(memberReview.data).toEqual({ intent: 'review', ok: true });
  });
});

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
  it('redirects pending and rejected discussions to the list, opens approved ones', async () => {
    for (const status of ['pending', 'rejected'] as const) {
      const hidden = await insertDiscussion(database.db, member.id, { status });
      const result = await call(
        detailLoader,
        pageGet(detailPath(hidden.id), member.cookie),
        context(),
        { id: hidden.id },
      );
      expect(result.location).toBe('/community/discussions');
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
    const detail = await call<{ threads: { content: string }[] }>(
      detailLoader,
      pageGet(detailPath(discussion.id), member.cookie),
      context(),
      { id: discussion.id },
    );
    expect(detail.data?.threads.map((thread) => thread.content)).toEqual(['shown']);

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
    expect(second.data).toEqual({ intent: 'review', ok: false, error: 'duplicate' });
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

describe('ids are checked before any query', () => {
  it('a malformed discussion id goes back to the list; a real one opens', async () => {
    for (const id of ['not-a-uuid', "1' or '1'='1", '00000000-0000-0000-0000-00000000000g']) {
      const result = await call(
        detailLoader,
        pageGet(detailPath(encodeURIComponent(id)), member.cookie),
        context(),
        { id },
      );
      expect(result.location).toBe('/community/discussions');
      const post = await call(
        detailAction,
        formPost(detailPath('x'), { intent: 'comment', content: 'x' }, { cookie: member.cookie }),
        context(),
        { id },
      );
      expect(post.location).toBe('/community/discussions');
    }
  });

  it('malformed ids in bodies answer 400 and write nothing; well-formed ones work', async () => {
    const discussion = await insertDiscussion(database.db, admin.id);
    const top = await insertComment(database.db, admin.id, discussion.id);
    const reply = (parentCommentId: string) =>
      call(
        detailAction,
        formPost(
          detailPath(discussion.id),
          { intent: 'comment', content: 'Re', parentCommentId },
          { cookie: member.cookie },
        ),
        context(),
        { id: discussion.id },
      );
    expect((await reply('abc')).status).toBe(400);
    expect((await reply(top.id)).data).toEqual({ intent: 'comment', ok: true, isReply: true });

    const review = await insertReview(database.db, admin.id);
    const vote = (reviewId: string, voteType = 'helpful') =>
      call(
        vendorAction,
        formPost(
          `/vendors/${vendor}`,
          { intent: 'vote', reviewId, voteType },
          { cookie: member.cookie },
        ),
        context(),
        { vendorSlug: vendor },
      );
    expect((await vote('1 or 1=1')).status).toBe(400);
    expect((await vote(review.id, 'love')).status).toBe(400);
    expect((await vote(review.id)).status).toBe(200);

    const moderate = (id: string) =>
      call(
        adminAction,
        formPost(
          '/admin',
          { intent: 'moderate', kind: 'review', id, decision: 'approve' },
          { cookie: admin.cookie },
        ),
        context(),
      );
    expect((await moderate('nope')).status).toBe(400);
    const pending = await insertReview(database.db, member.id, { status: 'pending' });
    expect((await moderate(pending.id)).status).toBe(200);
    // Already decided: nothing left to act on.
    expect((await moderate(pending.id)).status).toBe(404);
  });

  it('content that is not visible cannot be acted on', async () => {
    const discussion = await insertDiscussion(database.db, admin.id);
    const elsewhere = await insertDiscussion(database.db, admin.id);
    const foreign = await insertComment(database.db, admin.id, elsewhere.id);
    const result = await call(
      detailAction,
      formPost(
        detailPath(discussion.id),
        { intent: 'comment', content: 'Re', parentCommentId: foreign.id },
        { cookie: member.cookie },
      ),
      context(),
      { id: discussion.id },
    );
    expect(result.status).toBe(404);
    const pendingReview = await insertReview(database.db, admin.id, { status: 'pending' });
    const vote = await call(
      vendorAction,
      formPost(
        `/vendors/${vendor}`,
        { intent: 'vote', reviewId: pendingReview.id, voteType: 'helpful' },
        { cookie: member.cookie },
      ),
      context(),
      { vendorSlug: vendor },
    );
    expect(vote.status).toBe(404);
    const unknownVendor = await call(
      vendorAction,
      formPost('/vendors/nobody', { intent: 'review', rating: '5' }, { cookie: member.cookie }),
      context(),
      { vendorSlug: 'nobody' },
    );
    expect(unknownVendor.status).toBe(404);
    expect(await database.db.select().from(reviewVotes)).toHaveLength(0);
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
