/** A member's own review (decision 0014): edited for 30 minutes, deleted for good. */
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../database/client';
import { reviewVotes, vendorReviews } from '../../database/schema';
import { action as vendorAction, loader as vendorLoader } from '../../app/routes/vendor-detail';
import { insertReview } from '../support/community-fixtures';
import { createTestContext } from '../support/test-context';
import { createTestDatabase } from '../support/test-database';
import { createTestUser, type TestUser } from '../support/users';
import { call, formPost, pageGet } from './community-test-utils';

let database: DatabaseHandle;
let author: TestUser;

beforeEach(async () => {
  database = await createTestDatabase();
  author = await createTestUser(database.db);
});
afterEach(() => database.close());

const vendorSlug = 'peptide-sciences';
const post = (fields: Record<string, string>, cookie: string) =>
  call<{ ok: boolean; message: string }>(
    vendorAction,
    formPost(`/vendors/${vendorSlug}`, fields, { cookie }),
    createTestContext(database),
    { vendorSlug },
  );

it('edits an own review within 30 minutes and refuses after', async () => {
  const review = await insertReview(database.db, author.id, { rating: 2 });
  const edited = await post({ intent: 'edit-review', id: review.id, rating: '4' }, author.cookie);
  expect(edited.data).toMatchObject({ ok: true, message: 'Your changes are saved.' });
  await database.db
    .update(vendorReviews)
    .set({ createdAt: new Date(Date.now() - 31 * 60_000) })
    .where(eq(vendorReviews.id, review.id));
  const late = await post({ intent: 'edit-review', id: review.id, rating: '1' }, author.cookie);
  expect(late.status).toBe(403);
  const [row] = await database.db.select().from(vendorReviews);
  expect(row).toMatchObject({ rating: 4, comment: null, status: 'approved' });
  const page = await call<{ reviews: { reviews: { edited: boolean }[] } }>(
    vendorLoader,
    pageGet(`/vendors/${vendorSlug}`, author.cookie),
    createTestContext(database),
    { vendorSlug },
  );
  expect(page.data?.reviews.reviews[0]?.edited).toBe(true);
});

it('deletes an own review for good, votes with it, so a new one may be written', async () => {
  const voter = await createTestUser(database.db);
  const review = await insertReview(database.db, author.id);
  await database.db
    .insert(reviewVotes)
    .values({ reviewId: review.id, userId: voter.id, voteType: 'helpful' });
  const outcome = await post({ intent: 'delete-review', id: review.id }, author.cookie);
  expect(outcome.data?.ok).toBe(true);
  expect(await database.db.select().from(vendorReviews)).toEqual([]);
  expect(await database.db.select().from(reviewVotes)).toEqual([]);
  const again = await post({ intent: 'review', rating: '5' }, author.cookie);
  expect(again.data).toMatchObject({ ok: true });
});
