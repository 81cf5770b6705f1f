/**
 * Community security, who may do what: visitors are sent to sign in, members are let in, on
 * every community page and post. The rest: community-security.test.ts.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../database/client';
import { comments, discussions, reviewVotes, vendorReviews } from '../../database/schema';
import { action as detailAction, loader as detailLoader } from '../../app/routes/discussion-detail';
import { loader as listLoader } from '../../app/routes/discussions';
import {
  action as newDiscussionAction,
  loader as newDiscussionLoader,
} from '../../app/routes/new-discussion';
import { action as vendorAction, loader as vendorLoader } from '../../app/routes/vendor-detail';
import { insertDiscussion, insertReview } from '../support/community-fixtures';
import { createTestContext } from '../support/test-context';
import type { TestUser } from '../support/users';
import { call, formPost, pageGet, memberAndAdmin } from './community-test-utils';

let database: DatabaseHandle;
let member: TestUser;
let admin: TestUser;

beforeEach(async () => ({ database, member, admin } = await memberAndAdmin()));
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
      `/auth?redirectTo=${encodeURIComponent(`/vendors/${vendor}`)}&reason=vote`,
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
