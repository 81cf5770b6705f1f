/**
 * Kept figures equal a recount from the rows: each vendor's approved count, rating sum and stars
 * (vendor_review_stats) and each review's helpful / not-helpful counts, after votes, edits,
 * removals, moderation and account deletion, and when writers go around the app's code.
 */
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../database/client';
import { vendorReviews } from '../../database/schema';
import { action as profileAction } from '../../app/routes/profile';
import { moderate } from '../../app/features/admin/moderation.server';
import { deleteReview, editReview } from '../../app/features/reviews/review-edits.server';
import { castVote } from '../../app/features/reviews/reviews.server';
import { insertReview } from '../support/community-fixtures';
import { createTestContext } from '../support/test-context';
import { createTestDatabase } from '../support/test-database';
import { createTestUser, createTestUsers } from '../support/users';
import { formPost, run } from './auth-test-utils';

let database: DatabaseHandle;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(() => database.close());

const a = 'peptide-sciences';
const b = 'swiss-chems';

/** Rows of a raw query (both drivers answer with `rows`). */
async function rowsOf<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Kept figures and a recount side by side, per vendor and per review; equal when all is well. */
async function keptAndRecounted() {
  const kept = await rowsOf(sql`
    select vendor_slug, approved_count, rating_sum, one_star, two_stars, three_stars, four_stars, five_stars
      from vendor_review_stats where approved_count > 0 order by vendor_slug`);
  const recount = await rowsOf(sql`
    select vendor_slug, count(*)::int as approved_count, sum(rating)::int as rating_sum,
           count(*) filter (where rating = 1)::int as one_star, count(*) filter (where rating = 2)::int as two_stars,
           count(*) filter (where rating = 3)::int as three_stars, count(*) filter (where rating = 4)::int as four_stars,
           count(*) filter (where rating = 5)::int as five_stars
      from vendor_reviews where status = 'approved' group by vendor_slug order by vendor_slug`);
  const votes = await rowsOf(sql`
    select r.id, r.helpful_votes, r.not_helpful_votes,
           (select count(*)::int from review_votes v where v.review_id = r.id and v.vote_type = 'helpful') as helpful_rows,
           (select count(*)::int from review_votes v where v.review_id = r.id and v.vote_type = 'not_helpful') as not_helpful_rows
      from vendor_reviews r order by r.id`);
  return { kept, recount, votes };
}

async function expectKeptEqualsRecount() {
  const { kept, recount, votes } = await keptAndRecounted();
  expect(kept).toEqual(recount);
  for (const row of votes as Record<string, number>[]) {
    expect([row.helpful_votes, row.not_helpful_votes]).toEqual([
      row.helpful_rows,
      row.not_helpful_rows,
    ]);
  }
  return kept as Record<string, number | string>[];
}

it('keeps the figures equal to a recount through votes, edits, removals, moderation and deletion', async () => {
  const admin = await createTestUser(database.db, { isAdmin: true });
  const [x, y, z, voter] = await createTestUsers(database.db, 4);
  const rx = await insertReview(database.db, x!.id, { vendorSlug: a, rating: 5 });
  const ry = await insertReview(database.db, y!.id, { vendorSlug: a, rating: 2 });
  const pending = await insertReview(database.db, z!.id, { vendorSlug: b, status: 'pending' });
  expect(await expectKeptEqualsRecount()).toEqual([
    expect.objectContaining({ vendor_slug: a, approved_count: 2, rating_sum: 7, five_stars: 1 }),
  ]);

  await castVote(database.db, voter!.id, a, { reviewId: rx.id, voteType: 'helpful' });
  await castVote(database.db, z!.id, a, { reviewId: rx.id, voteType: 'not_helpful' });
  await castVote(database.db, voter!.id, a, { reviewId: rx.id, voteType: 'not_helpful' });
  await expectKeptEqualsRecount();

  await editReview(database.db, y!.id, a, { id: ry.id, rating: 4, comment: null });
  await moderate(database.db, { kind: 'review', id: pending.id, decision: 'approve' }, admin.id);
  expect(await expectKeptEqualsRecount()).toHaveLength(2);

  await deleteReview(database.db, x!.id, a, rx.id);
  await database.db
    .update(vendorReviews)
    .set({ status: 'hidden' })
    .where(eq(vendorReviews.id, ry.id));
  expect(await expectKeptEqualsRecount()).toEqual([
    expect.objectContaining({ vendor_slug: b, approved_count: 1 }),
  ]);

  const deleted = await run(
    profileAction,
    formPost(
      '/profile',
      { intent: 'delete-account', password: z!.password },
      { cookie: z!.cookie },
    ),
    createTestContext(database),
  );
  expect(deleted.status).toBe(302);
  expect(await expectKeptEqualsRecount()).toEqual([]);
});

it('keeps them through many writes at once, and a write of the rating alone', async () => {
  const members = await createTestUsers(database.db, 12);
  await Promise.all(
    members.map((member, i) =>
      insertReview(database.db, member.id, { vendorSlug: i % 2 ? a : b, rating: 1 + (i % 5) }),
    ),
  );
  await database.db.update(vendorReviews).set({ rating: 3 }).where(eq(vendorReviews.vendorSlug, a));
  await database.db
    .update(vendorReviews)
    .set({ vendorSlug: a })
    .where(eq(vendorReviews.vendorSlug, b));
  expect(await expectKeptEqualsRecount()).toEqual([
    expect.objectContaining({ vendor_slug: a, approved_count: 12 }),
  ]);
});
