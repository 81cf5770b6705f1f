/**
 * "Last reviewed <date> by <who>" on a profile, from its `review`; a profile nobody has checked
 * against its sources yet says so instead of showing a date.
 */
import type { ProfileReview } from '~/data/peptide-types';
import { reviewDateText } from '~/utils/calendar-day';

export const notYetReviewed = 'Not yet checked against its sources';

export function LastReviewed({ review }: { review: ProfileReview | null }) {
  if (!review) return <p className="mt-3 text-sm text-slate-600">{notYetReviewed}</p>;
  return (
    <p className="mt-3 text-sm text-slate-600">
      {'Last reviewed '}
      <time dateTime={review.date}>{reviewDateText(review.date)}</time>
      {` by ${review.by}`}
    </p>
  );
}
