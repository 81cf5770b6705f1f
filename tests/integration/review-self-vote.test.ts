/**
 * A member cannot vote on their own review. The vendor page's action refuses it with
 * a message and writes nothing; its loader tells only the author which review is theirs (so
 * the page offers no buttons there), and everyone still sees 'Anonymous User'.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../database/client';
import { reviewVotes, vendorReviews } from '../../database/schema';
import { action as vendorAction, loader as vendorLoader } from '../../app/routes/vendor-detail';
import type { VendorReviewsData } from '../../app/features/reviews/types';
import { insertReview } from '../support/community-fixtures';
import { createTestContext } from '../support/test-context';
import { createTestDatabase } from '../support/test-database';
import { createTestUser, type TestUser } from '../support/users';
import { call, formPost, pageGet } from './community-test-utils';

let database: DatabaseHandle;
let author: TestUser;
let other: TestUser;
let reviewId: string;

const vendor = 'peptide-sciences';
const params = { vendorSlug: vendor };
const context = () => createTestContext(database);

beforeEach(async () => {
  database = await createTestDatabase();
  author = await createTestUser(database.db);
  other = await createTestUser(database.db);
  reviewId = (await insertReview(database.db, author.id, { comment: 'My own review' })).id;
});
afterEach(() => database.close());

function vote(member: TestUser) {
  return call(
    vendorAction,
    formPost(
      `/vendors/${vendor}`,
      { intent: 'vote', reviewId, voteType: 'helpful' },
      { cookie: member.cookie },
    ),
    context(),
    params,
  );
}

async function pageFor(cookie?: string) {
  const page = await call<{ reviews: VendorReviewsData }>(
    vendorLoader,
    pageGet(`/vendors/${vendor}`, cookie),
    context(),
    params,
  );
  return page.data!.reviews;
}

describe('voting on one’s own review', () => {
  it('is refused with a message; nothing is written; another member may vote', async () => {
    const refused = await vote(author);
    expect(refused.status).toBe(403);
    expect(refused.data).toEqual({
      intent: 'vote',
      ok: false,
      message: 'You cannot vote on your own review.',
    });
    expect(await database.db.select().from(reviewVotes)).toEqual([]);
    const [counts] = await database.db
      .select({ helpful: vendorReviews.helpfulVotes })
      .from(vendorReviews);
    expect(counts).toEqual({ helpful: 0 });

    const allowed = await vote(other);
    expect(allowed.status).toBe(200);
    expect(allowed.data).toMatchObject({ ok: true, myVote: 'helpful', helpfulVotes: 1 });
  });

  it('the page marks the review as the author’s own for the author only', async () => {
    const [forAuthor, forOther, forVisitor] = [
      await pageFor(author.cookie),
      await pageFor(other.cookie),
      await pageFor(),
    ];
    expect(forAuthor.reviews.map((review) => review.mine)).toEqual([true]);
    expect(forOther.reviews.map((review) => review.mine)).toEqual([false]);
    expect(forVisitor.reviews.map((review) => review.mine)).toEqual([false]);
    for (const page of [forAuthor, forOther, forVisitor]) {
      expect(JSON.stringify(page)).not.toContain(author.id);
      expect(JSON.stringify(page)).not.toContain(author.username);
    }
  });
});
