/**
 * The vendor page's reviews a page at a time: 20 to a page by cursor, stable while reviews are
 * added, the member's own first, and a forged or foreign cursor answered 400 with the first page.
 */
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../database/client';
import { vendorReviews } from '../../database/schema';
import { loader as vendorLoader } from '../../app/routes/vendor-detail';
import { insertReview } from '../support/community-fixtures';
import { createTestContext } from '../support/test-context';
import { createTestDatabase } from '../support/test-database';
import { createTestUser } from '../support/users';
import { call, pageGet } from './community-test-utils';

const vendorSlug = 'peptide-sciences';
let database: DatabaseHandle;

beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(() => database.close());

interface ReviewsPage {
  reviews: {
    reviews: { id: string; comment: string | null; mine: boolean }[];
    nextCursor: string | null;
    approvedCount: number;
    starCounts: number[];
    cursorRefused: boolean;
  };
}

/** `total` approved reviews of the vendor, one a minute apart, comment 'review N' (1 oldest). */
async function seedReviews(total: number, slug = vendorSlug) {
  await database.db.execute(sql`
    insert into "user" (id, name, email)
    select ${slug} || '-m' || i, 'Member ' || i, ${slug} || '-m' || i || '@example.test'
      from generate_series(1, ${total}) as i`);
  await database.db.execute(sql`
    insert into vendor_reviews (vendor_slug, user_id, rating, comment, status, created_at)
    select ${slug}, ${slug} || '-m' || i, 1 + i % 5, 'review ' || i, 'approved',
           timestamptz '2026-01-01' + i * interval '1 minute'
      from generate_series(1, ${total}) as i`);
}

async function openPage(query = '', cookie?: string) {
  const answer = await call<ReviewsPage>(
    vendorLoader,
    pageGet(`/vendors/${vendorSlug}${query}`, cookie),
    createTestContext(database),
    { vendorSlug },
  );
  return { status: answer.status, reviews: answer.data!.reviews };
}

const comments = (page: ReviewsPage['reviews']) => page.reviews.map((review) => review.comment);

describe('reviews in pages', () => {
  it('shows 20 at a time and every review once, even when one is added between pages', async () => {
    await seedReviews(45);
    const first = await openPage();
    expect(comments(first.reviews)).toEqual(
      Array.from({ length: 20 }, (_, i) => `review ${45 - i}`),
    );
    expect(first.reviews.approvedCount).toBe(45);
    const late = await createTestUser(database.db);
    await insertReview(database.db, late.id, { vendorSlug, comment: 'added meanwhile' });
    const second = await openPage(`?reviews=${first.reviews.nextCursor}`);
    const third = await openPage(`?reviews=${second.reviews.nextCursor}`);
    expect(third.reviews.nextCursor).toBeNull();
    const seen = [first, second, third].flatMap((page) => comments(page.reviews));
    expect(seen).toEqual(Array.from({ length: 45 }, (_, i) => `review ${45 - i}`));
    expect((await openPage()).reviews.reviews[0]?.comment).toBe('added meanwhile');
  });

  it("puts the member's own approved review first, and only on the first page", async () => {
    await seedReviews(30);
    const member = await createTestUser(database.db);
    const own = await insertReview(database.db, member.id, { vendorSlug, comment: 'mine' });
    await database.db.execute(
      sql`update vendor_reviews set created_at = timestamptz '2025-06-01' where id = ${own.id}`,
    );
    const first = await openPage('', member.cookie);
    expect(first.reviews.reviews[0]).toMatchObject({ comment: 'mine', mine: true });
    expect(first.reviews.reviews).toHaveLength(21);
    const second = await openPage(`?reviews=${first.reviews.nextCursor}`, member.cookie);
    expect(comments(second.reviews)).not.toContain('mine');
    expect(comments(second.reviews)).toHaveLength(10);
    expect(comments((await openPage()).reviews)[0]).toBe('review 30');
  });

  it('answers a forged cursor or one from another list with 400 and the first page', async () => {
    await seedReviews(25);
    await seedReviews(3, 'swiss-chems');
    const [other] = await database.db
      .select({ id: vendorReviews.id })
      .from(vendorReviews)
      .where(eq(vendorReviews.vendorSlug, 'swiss-chems'))
      .limit(1);
    const forged = ['nonsense', "' or 1=1 --", '00000000-0000-4000-8000-000000000000', other!.id];
    for (const cursor of forged) {
      const answer = await openPage(`?reviews=${encodeURIComponent(cursor)}`);
      expect(answer.status).toBe(400);
      expect(answer.reviews.cursorRefused).toBe(true);
      expect(comments(answer.reviews)[0]).toBe('review 25');
    }
  });
});
