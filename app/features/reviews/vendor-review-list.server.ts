/**
 * The vendor page's reviews, a page at a time (spec: "Vendor reviews"): approved reviews, newest
 * first, `reviewPageSize` to a page, moving by a cursor on the indexed (created_at, id) key
 * (vendor_reviews_list_idx), never by an offset. The cursor is the last review shown; a review
 * added between two pages is never shown twice nor skipped by the later page. The member's own
 * approved review is shown first on the first page and left out of the pages after.
 */
import { and, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '#database/client';
import { reviewVotes, vendorReviews, type VoteType } from '#database/schema';
import { reviewPageSize } from './review-page-size';
import { readRatingSummary } from './review-stats.server';
import type { VendorReviewsData } from './types';
import { ownReviewOf, ownReview } from './own-review.server';

const r = vendorReviews;
const listColumns = {
  id: r.id,
  userId: r.userId,
  rating: r.rating,
  comment: r.comment,
  createdAt: r.createdAt,
  helpfulVotes: r.helpfulVotes,
  notHelpfulVotes: r.notHelpfulVotes,
  editedAt: r.editedAt,
};

/** A cursor is a review id; anything else is refused before any query. */
const cursorSchema = z.uuid();

/** The member's votes on these reviews, by review id (none for a visitor). */
async function votesOf(db: Database, userId: string | null, reviewIds: string[]) {
  if (!userId || reviewIds.length === 0) return new Map<string, VoteType>();
  const votes = await db
    .select({ reviewId: reviewVotes.reviewId, voteType: reviewVotes.voteType })
    .from(reviewVotes)
    .where(and(eq(reviewVotes.userId, userId), inArray(reviewVotes.reviewId, reviewIds)));
  return new Map(votes.map((vote) => [vote.reviewId, vote.voteType]));
}

/** The cursor's review when it is one of this vendor's; undefined for any other text. */
async function cursorReview(db: Database, vendorSlug: string, cursor: string) {
  if (!cursorSchema.safeParse(cursor).success) return undefined;
  const [row] = await db
    .select({ id: r.id })
    .from(r)
    .where(and(eq(r.id, cursor), eq(r.vendorSlug, vendorSlug)));
  return row?.id;
}

function pageRows(db: Database, where: SQL | undefined) {
  return db
    .select(listColumns)
    .from(r)
    .where(where)
    .orderBy(desc(r.createdAt), desc(r.id))
    .limit(reviewPageSize + 1);
}

export async function loadVendorReviews(
  db: Database,
  vendorSlug: string,
  userId: string | null,
  cursor: string | null = null,
): Promise<VendorReviewsData> {
  const after = cursor === null ? undefined : await cursorReview(db, vendorSlug, cursor);
  const cursorRefused = cursor !== null && after === undefined;
  const where = and(
    eq(r.vendorSlug, vendorSlug),
    eq(r.status, 'approved'),
    userId ? ne(r.userId, userId) : undefined,
    after
      ? sql`(${r.createdAt}, ${r.id}) < (select c.created_at, c.id from vendor_reviews c where c.id = ${after})`
      : undefined,
  );
  const [rows, summary, own] = await Promise.all([
    pageRows(db, where),
    readRatingSummary(db, vendorSlug),
    ownReviewOf(db, vendorSlug, userId),
  ]);
  const mine = own[0];
  const ownFirst = !after && mine?.status === 'approved' ? await ownListed(db, mine.id) : [];
  const shown = [...ownFirst, ...rows.slice(0, reviewPageSize)];
  const myVotes = await votesOf(
    db,
    userId,
    shown.map((row) => row.id),
  );
  return {
    vendorSlug,
    reviews: shown.map(({ editedAt, userId: author, ...row }) => ({
      ...row,
      edited: editedAt !== null,
      createdAt: row.createdAt.toISOString(),
      myVote: myVotes.get(row.id) ?? null,
      mine: userId !== null && author === userId,
    })),
    nextCursor: rows.length > reviewPageSize ? rows[reviewPageSize - 1]!.id : null,
    continued: after !== undefined,
    cursorRefused,
    ...summary,
    signedIn: userId !== null,
    myReview: mine ? ownReview(mine) : null,
  };
}

function ownListed(db: Database, id: string) {
  return db.select(listColumns).from(r).where(eq(r.id, id));
}
