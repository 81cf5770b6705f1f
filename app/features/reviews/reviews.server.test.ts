import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#database/client';
import { vendorReviews } from '#database/schema';
import { insertReview } from '../../../tests/support/community-fixtures';
import { createTestUser, createTestUsers, type TestUser } from '../../../tests/support/users';
import { createTestDatabase } from '../../../tests/support/test-database';
import { reviewFormSchema } from './review-schema';
import { loadVendorReviews, submitReview } from './reviews.server';

const vendor = 'peptide-sciences';
let database: DatabaseHandle;
let author: TestUser;

beforeEach(async () => {
  database = await createTestDatabase();
  author = await createTestUser(database.db);
});
afterEach(() => database.close());

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
    expect(page.myReview?.status).toBe('pending');
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
