/**
 * A member edits their own review for 30 minutes and deletes it at any time (
 * decision 0014). Deleting is a hard delete: the vendor's average and every vote count stay
 * exact without a rule of their own (votes go with it, by the foreign key), and the unique key
 * of one review per member and vendor then lets them write a new one.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '#database/client';
import { vendorReviews } from '#database/schema';
import { addsLink, isWithinEditWindow } from '~/features/community/own-post-rules';
import type { EditOutcome, RemoveOutcome } from '~/features/community/own-post-edits.server';
import type { ReviewInput } from './review-schema';

const ofVendor = (vendorSlug: string, id: string) =>
  and(eq(vendorReviews.id, id), eq(vendorReviews.vendorSlug, vendorSlug));

export function editReview(
  db: Database,
  userId: string,
  vendorSlug: string,
  input: ReviewInput & { id: string },
  now = new Date(),
): Promise<EditOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        authorId: vendorReviews.userId,
        status: vendorReviews.status,
        comment: vendorReviews.comment,
        createdAt: vendorReviews.createdAt,
      })
      .from(vendorReviews)
      .where(ofVendor(vendorSlug, input.id))
      .for('update');
    if (!row) return { ok: false, reason: 'not-available' };
    if (row.authorId !== userId) return { ok: false, reason: 'not-yours' };
    if (!isWithinEditWindow(row.createdAt, now)) return { ok: false, reason: 'too-late' };
    const linkAdded = addsLink(row.comment ?? '', input.comment ?? '');
    const status = row.status === 'approved' && linkAdded ? 'pending' : row.status;
    await tx
      .update(vendorReviews)
      .set({ rating: input.rating, comment: input.comment, status, editedAt: now })
      .where(eq(vendorReviews.id, input.id));
    return { ok: true, backToReview: status !== row.status };
  });
}

export async function deleteReview(
  db: Database,
  userId: string,
  vendorSlug: string,
  id: string,
): Promise<RemoveOutcome> {
  const deleted = await db
    .delete(vendorReviews)
    .where(and(ofVendor(vendorSlug, id), eq(vendorReviews.userId, userId)))
    .returning({ id: vendorReviews.id });
  if (deleted.length > 0) return { ok: true };
  const [other] = await db
    .select({ id: vendorReviews.id })
    .from(vendorReviews)
    .where(ofVendor(vendorSlug, id));
  return { ok: false, reason: other ? 'not-yours' : 'not-available' };
}
