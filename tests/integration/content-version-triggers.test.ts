import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../../database/client';
import { discussions, profiles, reviewVotes, vendorReviews } from '../../database/schema';
import { databaseVersions } from '../../server/content-versions';
import { insertComment, insertDiscussion, insertReview } from '../support/community-fixtures';
import { createTestUser, type TestUser } from '../support/users';
import { createTestDatabase } from '../support/test-database';

// The versions as the host's page cache reads them (server/content-versions.ts).
const version = (scope: string) => async (db: Database) =>
  (await databaseVersions(db)()).get(scope) ?? 0;
const communityVersion = version('community');
const reviewsVersion = version('reviews');

let database: DatabaseHandle;
let member: TestUser;

beforeEach(async () => {
  database = await createTestDatabase();
  member = await createTestUser(database.db, { username: 'alice', displayName: 'Alice' });
});
afterEach(() => database.close());

/** True when the change raised the version the member pages are keyed by. */
async function raises(change: () => Promise<unknown>, version = communityVersion) {
  const before = await version(database.db);
  await change();
  return (await version(database.db)) > before;
}

describe('the community version', () => {
  it('rises with every change the discussion pages show', async () => {
    const db = database.db;
    let discussionId = '';
    expect(
      await raises(async () => {
        discussionId = (await insertDiscussion(db, member.id, { status: 'pending' })).id;
      }),
    ).toBe(true);
    expect(
      await raises(() =>
        db.update(discussions).set({ status: 'approved' }).where(eq(discussions.id, discussionId)),
      ),
    ).toBe(true);
    expect(await raises(() => insertComment(db, member.id, discussionId))).toBe(true);
    expect(
      await raises(() =>
        db.update(profiles).set({ displayName: 'Alice B.' }).where(eq(profiles.userId, member.id)),
      ),
    ).toBe(true);
    expect(await raises(() => createTestUser(db))).toBe(true);
  });

  it('stays put for vendor reviews and votes, which these pages do not show', async () => {
    const db = database.db;
    expect(await raises(() => insertReview(db, member.id))).toBe(false);
    const review = await insertReview(db, (await createTestUser(db)).id, {
      vendorSlug: 'omegamino',
    });
    expect(
      await raises(() =>
        db
          .insert(reviewVotes)
          .values({ reviewId: review.id, userId: member.id, voteType: 'helpful' }),
      ),
    ).toBe(false);
  });

  it('does not rise for a change that was rolled back', async () => {
    const before = await communityVersion(database.db);
    await expect(
      database.db.transaction(async (tx) => {
        await tx
          .insert(discussions)
          .values({ title: 'Draft', content: 'Draft.', status: 'pending', authorId: member.id });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await communityVersion(database.db)).toBe(before);
  });
});

describe('the reviews version', () => {
  const raisesReviews = (change: () => Promise<unknown>) => raises(change, reviewsVersion);

  it('rises with a new review, a status change and every vote', async () => {
    const db = database.db;
    let reviewId = '';
    expect(
      await raisesReviews(async () => {
        reviewId = (await insertReview(db, member.id, { status: 'pending' })).id;
      }),
    ).toBe(true);
    expect(
      await raisesReviews(() =>
        db.update(vendorReviews).set({ status: 'approved' }).where(eq(vendorReviews.id, reviewId)),
      ),
    ).toBe(true);
    const voter = await createTestUser(db);
    const vote = eq(reviewVotes.userId, voter.id);
    expect(
      await raisesReviews(() =>
        db.insert(reviewVotes).values({ reviewId, userId: voter.id, voteType: 'helpful' }),
      ),
    ).toBe(true);
    expect(
      await raisesReviews(() =>
        db.update(reviewVotes).set({ voteType: 'not_helpful' }).where(vote),
      ),
    ).toBe(true);
    expect(await raisesReviews(() => db.delete(reviewVotes).where(vote))).toBe(true);
    expect(
      await raisesReviews(() => db.delete(vendorReviews).where(eq(vendorReviews.id, reviewId))),
    ).toBe(true);
  });

  it('stays put for discussions, and does not rise for a change that was rolled back', async () => {
    expect(await raisesReviews(() => insertDiscussion(database.db, member.id))).toBe(false);
    const before = await reviewsVersion(database.db);
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(vendorReviews).values({
          vendorSlug: 'peptide-sciences',
          userId: member.id,
          rating: 5,
          status: 'approved',
        });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await reviewsVersion(database.db)).toBe(before);
  });
});
