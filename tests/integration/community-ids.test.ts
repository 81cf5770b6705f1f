/**
 * Community security, ids: malformed ids are refused before any query, and content that is
 * not visible cannot be acted on.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../database/client';
import { reviewVotes } from '../../database/schema';
import { action as adminAction } from '../../app/routes/admin';
import { action as detailAction, loader as detailLoader } from '../../app/routes/discussion-detail';
import { action as vendorAction } from '../../app/routes/vendor-detail';
import { insertComment, insertDiscussion, insertReview } from '../support/community-fixtures';
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
