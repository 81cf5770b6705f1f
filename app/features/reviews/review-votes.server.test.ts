/**
 * Review votes: the vote state machine (add, switch, remove) and its refusals, in castVote and
 * in PostgreSQL itself. The counts under concurrent writes: review-vote-counts.server.test.ts.
 */
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#database/client';
import { reviewVotes } from '#database/schema';
import { countsEqualRows, insertReview } from '../../../tests/support/community-fixtures';
import { createTestUser, type TestUser } from '../../../tests/support/users';
import { createTestDatabase } from '../../../tests/support/test-database';
import { pgErrorCode, pgErrorCodes } from '~/utils/database-errors.server';
import { castVote, loadVendorReviews } from './reviews.server';

const vendor = 'peptide-sciences';
let database: DatabaseHandle;
let author: TestUser;

beforeEach(async () => {
  database = await createTestDatabase();
  author = await createTestUser(database.db);
});
afterEach(() => database.close());

describe('voting', () => {
  it('adds, switches and removes a vote, counts following the rows', async () => {
    const voter = await createTestUser(database.db);
    const review = await insertReview(database.db, author.id);
    const vote = (voteType: 'helpful' | 'not_helpful') =>
      castVote(database.db, voter.id, vendor, { reviewId: review.id, voteType });

    expect(await vote('helpful')).toMatchObject({
      myVote: 'helpful',
      helpfulVotes: 1,
      notHelpfulVotes: 0,
    });
    expect(await vote('not_helpful')).toMatchObject({
      myVote: 'not_helpful',
      helpfulVotes: 0,
      notHelpfulVotes: 1,
    });
    expect(await vote('not_helpful')).toMatchObject({
      myVote: null,
      helpfulVotes: 0,
      notHelpfulVotes: 0,
    });
    expect(await database.db.select().from(reviewVotes)).toEqual([]);

    await vote('helpful');
    const page = await loadVendorReviews(database.db, vendor, voter.id);
    expect(page.reviews[0]).toMatchObject({ myVote: 'helpful', helpfulVotes: 1, mine: false });
  });

  it('refuses votes on pending, rejected, unknown or other vendors’ reviews', async () => {
    const voter = await createTestUser(database.db);
    const pending = await insertReview(database.db, author.id, { status: 'pending' });
    const other = await createTestUser(database.db);
    const rejected = await insertReview(database.db, other.id, { status: 'rejected' });
    const elsewhere = await insertReview(database.db, voter.id, { vendorSlug: 'swiss-chems' });
    for (const reviewId of [pending.id, rejected.id, elsewhere.id, crypto.randomUUID()]) {
      expect(await castVote(database.db, voter.id, vendor, { reviewId, voteType: 'helpful' })).toBe(
        'not-available',
      );
    }
    expect(await database.db.select().from(reviewVotes)).toEqual([]);
  });

  it('refuses a vote on the member’s own review and writes nothing', async () => {
    const review = await insertReview(database.db, author.id);
    for (const voteType of ['helpful', 'not_helpful'] as const) {
      expect(
        await castVote(database.db, author.id, vendor, { reviewId: review.id, voteType }),
      ).toBe('own-review');
    }
    expect(await database.db.select().from(reviewVotes)).toEqual([]);
    expect(await countsEqualRows(database.db, review.id)).toMatchObject({
      helpful: 0,
      notHelpful: 0,
    });
  });

  it('is refused by PostgreSQL itself when a vote names its own review’s author', async () => {
    const voter = await createTestUser(database.db);
    const review = await insertReview(database.db, author.id);
    const refusedByTrigger = (error: unknown) =>
      pgErrorCode(error) === pgErrorCodes.checkViolation &&
      String((error as { cause?: unknown }).cause).includes('cannot vote on their own review');
    const own = database.db
      .insert(reviewVotes)
      .values({ reviewId: review.id, userId: author.id, voteType: 'helpful' });
    await expect(own).rejects.toSatisfy(refusedByTrigger);
    await database.db
      .insert(reviewVotes)
      .values({ reviewId: review.id, userId: voter.id, voteType: 'helpful' });
    // Nor can an existing vote be moved onto the author.
    await expect(
      database.db
        .update(reviewVotes)
        .set({ userId: author.id })
        .where(eq(reviewVotes.userId, voter.id)),
    ).rejects.toSatisfy(refusedByTrigger);
    expect(await database.db.select({ userId: reviewVotes.userId }).from(reviewVotes)).toEqual([
      { userId: voter.id },
    ]);
  });

  it('keeps one vote per member and review (primary key) and the vote type checked', async () => {
    const voter = await createTestUser(database.db);
    const review = await insertReview(database.db, author.id);
    await database.db
      .insert(reviewVotes)
      .values({ reviewId: review.id, userId: voter.id, voteType: 'helpful' });
    await expect(
      database.db
        .insert(reviewVotes)
        .values({ reviewId: review.id, userId: voter.id, voteType: 'helpful' }),
    ).rejects.toThrow();
    await expect(
      database.db.execute(
        sql`update review_votes set vote_type = 'love' where review_id = ${review.id}`,
      ),
    ).rejects.toThrow();
    expect(await countsEqualRows(database.db, review.id)).toMatchObject({
      helpful: 1,
      helpfulRows: 1,
    });
  });
});
