/**
 * Review votes: helpful/not-helpful counts stay equal to the vote rows (trigger of migration
 * 0002) through deletes and concurrent writes, through castVote or around it.
 */
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#database/client';
import { reviewVotes, user } from '#database/schema';
import { countsEqualRows, insertReview } from '../../../tests/support/community-fixtures';
import { concurrently } from '../../../tests/support/concurrently';
import { createTestUser, createTestUsers, type TestUser } from '../../../tests/support/users';
import { createTestDatabase } from '../../../tests/support/test-database';
import { castVote } from './reviews.server';

const vendor = 'peptide-sciences';
let database: DatabaseHandle;
let author: TestUser;

beforeEach(async () => {
  database = await createTestDatabase();
  author = await createTestUser(database.db);
});
afterEach(() => database.close());

describe('voting', () => {
  it('keeps counts equal to the rows when reviews and voters are deleted', async () => {
    const [voter1, voter2] = await createTestUsers(database.db, 2);
    const review = await insertReview(database.db, author.id);
    await castVote(database.db, voter1!.id, vendor, { reviewId: review.id, voteType: 'helpful' });
    await castVote(database.db, voter2!.id, vendor, {
      reviewId: review.id,
      voteType: 'not_helpful',
    });
    await database.db.delete(user).where(eq(user.id, voter1!.id));
    expect(await countsEqualRows(database.db, review.id)).toMatchObject({
      helpful: 0,
      notHelpful: 1,
      notHelpfulRows: 1,
    });
    await database.db.delete(user).where(eq(user.id, author.id));
    expect(await database.db.select().from(reviewVotes)).toEqual([]);
  });

  it('200 concurrent votes, switches and removals from 50 members leave counts equal to rows', async () => {
    const members = await createTestUsers(database.db, 50);
    const reviews = await Promise.all(
      (await createTestUsers(database.db, 3)).map((owner) => insertReview(database.db, owner.id)),
    );
    const operations = Array.from({ length: 200 }, (_, i) => {
      const member = members[i % 50]!;
      const review = reviews[(i * 7) % 3]!;
      const voteType = i % 3 === 0 ? 'not_helpful' : 'helpful';
      return () => castVote(database.db, member.id, vendor, { reviewId: review.id, voteType });
    });
    const outcomes = await concurrently(operations);
    expect(outcomes.every((outcome) => typeof outcome === 'object')).toBe(true);
    let totalRows = 0;
    for (const review of reviews) {
      const counts = await countsEqualRows(database.db, review.id);
      expect(counts.helpful).toBe(counts.helpfulRows);
      expect(counts.notHelpful).toBe(counts.notHelpfulRows);
      totalRows += counts.helpfulRows + counts.notHelpfulRows;
    }
    expect(totalRows).toBe((await database.db.select().from(reviewVotes)).length);
    expect(totalRows).toBeGreaterThan(0);
  });

  it('keeps counts equal to rows under concurrent raw writes that bypass castVote', async () => {
    const members = await createTestUsers(database.db, 50);
    const review = await insertReview(database.db, author.id);
    await Promise.all(
      members.map((member, i) =>
        database.db.insert(reviewVotes).values({
          reviewId: review.id,
          userId: member.id,
          voteType: i % 2 ? 'helpful' : 'not_helpful',
        }),
      ),
    );
    await Promise.all(
      members.map((member, i) => {
        const mine = and(eq(reviewVotes.reviewId, review.id), eq(reviewVotes.userId, member.id));
        if (i % 3 === 0) return database.db.delete(reviewVotes).where(mine);
        return database.db.update(reviewVotes).set({ voteType: 'helpful' }).where(mine);
      }),
    );
    const counts = await countsEqualRows(database.db, review.id);
    expect([counts.helpful, counts.notHelpful]).toEqual([
      counts.helpfulRows,
      counts.notHelpfulRows,
    ]);
    expect(counts.helpful).toBe(33);
  });
});
