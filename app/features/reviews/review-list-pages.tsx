/**
 * The approved reviews, a page at a time. 'More reviews' is a link to the page after the last
 * review shown (?reviews=<cursor>), so it works before the app starts and without JavaScript;
 * with the app running it fetches that page and adds its reviews under these, in place.
 */
import { useState, type MouseEvent } from 'react';
import { useFetcher } from 'react-router';
import { ReviewItem } from './review-item';
import type { VendorReview, VendorReviewsData } from './types';

type Page = Pick<VendorReviewsData, 'reviews' | 'nextCursor'>;

const pageHref = (vendorSlug: string, cursor: string) =>
  `/vendors/${vendorSlug}?reviews=${encodeURIComponent(cursor)}`;

interface Added {
  /** The first page these follow (its vendor and edges), and the last answer already added. */
  firstKey: string;
  answer: unknown;
  reviews: VendorReview[];
  nextCursor: string | null;
}

/**
 * The pages fetched after this one, appended as each answer arrives (state adjusted while
 * rendering, as React advises for state that follows props, rather than in an effect).
 */
function useMorePages(first: Page & { vendorSlug: string }) {
  // Votes load the page again: the same first page keeps the reviews added under it.
  const firstKey = [first.vendorSlug, first.reviews[0]?.id, first.nextCursor].join(' ');
  const fetcher = useFetcher<{ reviews: VendorReviewsData | null }>();
  const [added, setAdded] = useState<Added>({
    firstKey,
    answer: fetcher.data,
    reviews: [],
    nextCursor: first.nextCursor,
  });
  // A new first page (another vendor, or the page loaded again) starts the list afresh.
  if (added.firstKey !== firstKey) {
    setAdded({ firstKey, answer: fetcher.data, reviews: [], nextCursor: first.nextCursor });
  }
  const page = fetcher.data?.reviews;
  if (fetcher.state === 'idle' && page && added.answer !== fetcher.data) {
    const seen = new Set([...first.reviews, ...added.reviews].map((review) => review.id));
    setAdded({
      ...added,
      answer: fetcher.data,
      reviews: [...added.reviews, ...page.reviews.filter((review) => !seen.has(review.id))],
      nextCursor: page.nextCursor,
    });
  }
  return { more: added, fetcher };
}

export function ReviewListPages({ data }: { data: VendorReviewsData }) {
  const { vendorSlug, signedIn } = data;
  const { more, fetcher } = useMorePages(data);
  const loading = fetcher.state !== 'idle';
  const reviews = [...data.reviews, ...more.reviews];
  const onMore = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!more.nextCursor || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    fetcher.load(pageHref(vendorSlug, more.nextCursor));
  };
  return (
    <>
      <ul className="mt-3 divide-y divide-slate-200" aria-busy={loading}>
        {reviews.map((review) => (
          <ReviewItem key={review.id} review={review} signedIn={signedIn} />
        ))}
      </ul>
      {more.nextCursor ? (
        <a
          href={`${pageHref(vendorSlug, more.nextCursor)}#reviews`}
          onClick={onMore}
          className="mt-3 inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
        >
          {loading ? 'Loading reviews…' : 'More reviews'}
        </a>
      ) : null}
    </>
  );
}
