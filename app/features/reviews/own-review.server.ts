/** The member's own review of a vendor, whatever its status, as the vendor page shows it. */
import { and, eq } from 'drizzle-orm';
import type { Database } from '#database/client';
import { vendorReviews } from '#database/schema';
import { isWithinEditWindow } from '~/features/community/own-post-rules';
import type { OwnReview } from './types';

type OwnReviewRow = Omit<OwnReview, 'editable'> & { createdAt: Date };

export const ownReview = ({ createdAt, hiddenReason, ...review }: OwnReviewRow): OwnReview => ({
  ...review,
  editable: isWithinEditWindow(createdAt, new Date()),
  hiddenReason: review.status === 'hidden' ? hiddenReason : null,
});

/** At most one row (one review per member and vendor); none for a visitor. */
export function ownReviewOf(db: Database, vendorSlug: string, userId: string | null) {
  if (!userId) return Promise.resolve([]);
  return db
    .select({
      id: vendorReviews.id,
      status: vendorReviews.status,
      rating: vendorReviews.rating,
      comment: vendorReviews.comment,
      createdAt: vendorReviews.createdAt,
      hiddenReason: vendorReviews.hiddenReason,
    })
    .from(vendorReviews)
    .where(and(eq(vendorReviews.vendorSlug, vendorSlug), eq(vendorReviews.userId, userId)));
}
