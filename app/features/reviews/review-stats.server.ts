/**
 * A vendor's rating summary from vendor_review_stats, which a trigger on vendor_reviews keeps
 * in the writer's transaction: one row read, however many reviews the vendor has.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '#database/client';
import { vendorReviewStats } from '#database/schema';
import type { RatingSummary } from './types';

const s = vendorReviewStats;

export async function readRatingSummary(db: Database, vendorSlug: string): Promise<RatingSummary> {
  const [row] = await db
    .select({
      count: s.approvedCount,
      sum: s.ratingSum,
      one: s.oneStar,
      two: s.twoStars,
      three: s.threeStars,
      four: s.fourStars,
      five: s.fiveStars,
    })
    .from(s)
    .where(eq(s.vendorSlug, vendorSlug));
  if (!row || row.count === 0) {
    return { averageRating: null, approvedCount: 0, starCounts: [0, 0, 0, 0, 0] };
  }
  return {
    averageRating: row.sum / row.count,
    approvedCount: row.count,
    starCounts: [row.five, row.four, row.three, row.two, row.one],
  };
}
