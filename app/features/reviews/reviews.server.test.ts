import { and, eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#database/client';
import { reviewVotes, user, vendorReviews } from '#database/schema';
import { insertReview } from '../../../tests/support/community-fixtures';
import { createTestUser, createTestUsers, type TestUser } from '../../../tests/support/users';
import { createTestDatabase } from '../../../tests/support/test-database';
import { pgErrorCode, pgErrorCodes } from '~/utils/database-errors.server';
import { reviewFormSchema } from './review-schema';
import { castVote, loadVendorReviews, submitReview } from './reviews.server';

const vendor = 'peptide-sciences';
let database: DatabaseHandle;
let author: TestUser;

beforeEach(async () => {
  database = await createTestDatabase();
  author = await createTestUser(database.db);
});
afterEach(() => database.close());

async function countsEqualRows(reviewId: string) {
  const [row] = await database.db
    .select({
      helpful: vendorReviews.helpfulVotes,
      notHelpful: vendorReviews.notHelpfulVotes,
      helpfulRows: sql<number>`(select count(*)::int from review_votes v where v.review_id = ${reviewId} and v.vote_type = 'helpful')`,
      notHelpfulRows: sql<number>`(select count(*)::int from review_votes v where v.review_id = ${reviewId} and v.vote_type = 'not_helpful')`,
    })
    .from(vendorReviews)
    .where(eq(vendorReviews.id, reviewId));
  return row!;
}

describe('review form validation', () => {
  const parse = (values: Record<string, string>) => reviewFormSchema.safeParse(values);

  it('requires a rating of 1 to 5', () => {
    for (const rating of ['', '0', '6', '2.5', 'five']) {
      const result = parse({ rating, comment: '' });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(
        'Please select a star rating before submitting.',
      );
    }
    expect(parse({ rating: '5' }).data).toEqual({ rating: 5, comment: null });
  });

  it('trims the comment, sends an empty one as null and refuses more than 500 characters', () => {
    expect(parse({ rating: '3', comment: '   ' }).data?.comment).toBeNull();
    expect(parse({ rating: '3', comment: '  Fast shipping \n' }).data?.comment).toBe(
      'Fast shipping',
    );
    expect(parse({ rating: '3', comment: 'x'.repeat(500) }).success).toBe(true);
    const tooLong = parse({ rating: '3', comment: 'x'.repeat(501) });
    expect(tooLong.error?.issues[0]?.message).toBe(
      'Please keep your comment under 500 characters.',
    );
  });
});

describe('submitting reviews', () => {
  it('stores a pending review that the vendor page does not list yet', async () => {
    const result = await submitReview(database.db, author.id, vendor, {
      rating: 5,
      comment: 'Quick delivery.',
    });
    expect(result.ok).toBe(true);
    const [row] = await database.db.select().from(vendorReviews);
    expect(row).toMatchObject({ status: 'pending', rating: 5, userId: author.id });
    const page = await loadVendorReviews(database.db, vendor, author.id);
    expect(page.reviews).toEqual([]);
    expect(page.myReviewStatus).toBe('pending');
    expect(page.averageRating).toBeNull();
  });

  it('refuses a second review of the same vendor, allows one of another vendor', async () => {
    await submitReview(database.db, author.id, vendor, { rating: 4, comment: null });
    expect(
      await submitReview(database.db, author.id, vendor, { rating: 2, comment: null }),
    ).toEqual({ ok: false, reason: 'duplicate' });
    expect(
      (await submitReview(database.db, author.id, 'swiss-chems', { rating: 2, comment: null })).ok,
    ).toBe(true);
  });

  it('is refused by PostgreSQL itself outside 1-5 or over 500 characters', async () => {
    await expect(insertReview(database.db, author.id, { rating: 6 })).rejects.toThrow();
    await expect(insertReview(database.db, author.id, { rating: 0 })).rejects.toThrow();
    await expect(
      insertReview(database.db, author.id, { comment: 'x'.repeat(501) }),
    ).rejects.toThrow();
  });
});

describe('listing reviews', () => {
  it('lists approved reviews newest first with the average rating, never the author', async () => {
    const [a, b, c] = await createTestUsers(database.db, 3);
    await insertReview(database.db, a!.id, { rating: 5, comment: 'first' });
    await insertReview(database.db, b!.id, { rating: 2, comment: 'second' });
    await insertReview(database.db, c!.id, { rating: 1, status: 'rejected' });
    await insertReview(database.db, author.id, { rating: 1, status: 'pending' });
    await database.db
      .update(vendorReviews)
      .set({ createdAt: sql`now() - interval '1 day'` })
      .where(eq(vendorReviews.comment, 'first'));
    const page = await loadVendorReviews(database.db, vendor, null);
    expect(page.reviews.map((review) => review.comment)).toEqual(['second', 'first']);
    expect(page.averageRating).toBe(3.5);
    expect(page.approvedCount).toBe(2);
    expect(page.signedIn).toBe(false);
    expect(JSON.stringify(page)).not.toContain(a!.id);
  });

  it('tells only the author which review is theirs', async () => {
    const other = await createTestUser(database.db);
    await insertReview(database.db, author.id, { comment: 'by the author' });
    await insertReview(database.db, other.id, { comment: 'by another member' });
    const mineFor = async (userId: string | null) =>
      Object.fromEntries(
        (await loadVendorReviews(database.db, vendor, userId)).reviews.map((review) => [
          review.comment,
          review.mine,
        ]),
      );
    expect(await mineFor(author.id)).toEqual({ 'by the author': true, 'by another member': false });
    expect(await mineFor(other.id)).toEqual({ 'by the author': false, 'by another member': true });
    expect(await mineFor(null)).toEqual({ 'by the author': false, 'by another member': false });
    const stranger = await createTestUser(database.db);
    expect(await mineFor(stranger.id)).toEqual({
      'by the author': false,
      'by another member': false,
    });
  });
});

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
    expect(await countsEqualRows(review.id)).toMatchObject({ helpful: 0, notHelpful: 0 });
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
    expect(await countsEqualRows(review.id)).toMatchObject({ helpful: 1, helpfulRows: 1 });
  });

  it('keeps counts equal to the rows when reviews and voters are deleted', async () => {
    const [voter1, voter2] = await createTestUsers(database.db, 2);
    const review = await insertReview(database.db, author.id);
    await castVote(database.db, voter1!.id, vendor, { reviewId: review.id, voteType: 'helpful' });
    await castVote(database.db, voter2!.id, vendor, {
      reviewId: review.id,
      voteType: 'not_helpful',
    });
    await database.db.delete(user).where(eq(user.id, voter1!.id));
    expect(await countsEqualRows(review.id)).toMatchObject({
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
    const outcomes = await Promise.all(operations.map((operation) => operation()));
    expect(outcomes.every((outcome) => typeof outcome === 'object')).toBe(true);
    let totalRows = 0;
    for (const review of reviews) {
      const counts = await countsEqualRows(review.id);
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
    const counts = await countsEqualRows(review.id);
    expect([counts.helpful, counts.notHelpful]).toEqual([
      counts.helpfulRows,
      counts.notHelpfulRows,
    ]);
    expect(counts.helpful).toBe(33);
  });
});
