import { data } from 'react-router';
import { relativeAgeMaxCacheSeconds } from '~/features/prices/price-age';
import { IconSprite } from '~/components/ui/icon-sprite';
import type { Route } from './+types/vendor-detail';
import { ActionNotice } from '~/components/ui/action-notice';
import { reviewAnswerToast } from '~/features/reviews/review-answer-toast';
import { vendorReviewsAction, vendorReviewsLoader } from '~/features/reviews/review-actions.server';
import { VendorReviews } from '~/features/reviews/vendor-reviews';
import { LabGradePanel } from '~/features/vendors/lab-grade-panel';
import { vendorPage } from '~/features/editorial/vendor-page.server';
import { VendorHeader } from '~/features/vendors/vendor-header';
import { VendorNotFound } from '~/features/vendors/vendor-not-found';
import {
  VendorPricingTable,
  VendorProsCons,
  VendorWarnings,
} from '~/features/vendors/vendor-pricing';
import { VendorOffersSection } from '~/features/prices/vendor-offers-section';
import { FollowButton } from '~/features/follows/follow-button';
import { priceFeedLink } from '~/features/follows/price-feed-link';
import { VendorFacts, VendorStorePanel } from '~/features/vendors/vendor-sidebar';
import { privateAnswer, withActionHeaders } from '~/utils/action-headers.server';
import { refused } from '~/utils/action-result';
import { onPageView } from '~/utils/analytics';
import { publicPageCache } from '~/utils/http-cache';
import { pageQuery } from '~/utils/page-query.server';
import { pageMeta } from '~/utils/meta';

// The page shows member reviews and editorial data: kept until the reviews' or the editorial
// content version changes, and re-rendered every minute because lab grades expire by date. A member sees their own votes: their page is
// theirs alone. A review or vote answer is private and keeps its Retry-After when it is a 429.
// ?reviews= is the cursor of a later page of reviews ('More reviews'); ?flag= opens one review's
// flag form, for a browser without JavaScript.
const pageCache = {
  query: ['edit', 'reviews', 'flag'],
  depends: ['reviews', 'editorial'],
  members: 'own',
} as const;
// Kept a minute at most: its prices say "checked 3 hours ago" (price-age.ts).
export const headers = withActionHeaders(publicPageCache(relativeAgeMaxCacheSeconds, pageCache));

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const vendor = await vendorPage(context.db, params.vendorSlug, new Date());
  if (!vendor)
    return data({ vendor: null, slug: params.vendorSlug, reviews: null }, { status: 404 });
  const query = pageQuery(request, context, pageCache);
  const reviews = await vendorReviewsLoader(request, context, vendor.slug, query.get('reviews'));
  const editingReview = query.get('edit') === 'review';
  const page = { vendor, slug: vendor.slug, reviews, editingReview };
  // A forged cursor, or one from another list: the first page, with a note, as a 400.
  return reviews.cursorRefused ? data(page, { status: 400 }) : page;
}

/** Review and vote forms (intent 'review' / 'vote'); the reviews feature does the work. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const result = await vendorReviewsAction(request, context, params.vendorSlug, formData);
  if (result === null) throw refused(400, { message: 'Unknown action.' });
  return privateAnswer(result);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const vendor = loaderData?.vendor;
  if (!vendor) {
    return pageMeta(matches, {
      title: 'Vendor Not Found',
      description: "The vendor you're looking for doesn't exist in our database.",
      path: `/vendors/${loaderData?.slug ?? ''}`,
      noindex: true,
    });
  }
  return [
    ...pageMeta(matches, {
      title: `${vendor.name} Review: Lab Grade, Prices and Shipping`,
      description: `${vendor.name}: rated ${vendor.rating}/10, ${
        vendor.labTested ? 'lab tested' : 'not marked lab tested'
      }, established ${vendor.established}. Prices, purity, pros and cons for researchers.`,
      keywords: [vendor.name, `${vendor.name} review`],
      path: `/vendors/${vendor.slug}`,
    }),
    priceFeedLink({ kind: 'vendor', key: vendor.slug }, vendor.name),
  ];
};

export default function VendorDetailPage({ loaderData }: Route.ComponentProps) {
  const { vendor, reviews } = loaderData;
  const editingReview = 'editingReview' in loaderData && loaderData.editingReview;
  if (!vendor) return <VendorNotFound />;
  return (
    <div
      className="mx-auto max-w-7xl px-4 py-8 sm:px-6"
      {...onPageView('vendor_view', { vendorSlug: vendor.slug, vendorName: vendor.name })}
    >
      <IconSprite names={['shield-check', 'map-pin', 'flask-conical', 'external-link', 'star']} />
      <VendorHeader vendor={vendor} />
      <ActionNotice toastFor={reviewAnswerToast} className="mt-6" />
      {/* Phones: the store panel right after the header, the facts after the reviews. From
          1024 px both stand in the third column, the main text spanning both rows beside them. */}
      <div className="mt-8 grid gap-6 lg:grid-cols-3 lg:grid-rows-[auto_1fr]">
        <aside aria-label={`${vendor.name} store`} className="lg:col-start-3 lg:row-start-1">
          <VendorStorePanel vendor={vendor} />
        </aside>
        <div className="space-y-6 lg:col-span-2 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <VendorWarnings warnings={vendor.warnings} />
          <VendorPricingTable vendor={vendor} />
          <FollowButton subject={{ kind: 'vendor', key: vendor.slug }} name={vendor.name} />
          <VendorOffersSection name={vendor.name} offers={vendor.offers} />
          <VendorProsCons pros={vendor.pros} cons={vendor.cons} />
          {vendor.grade ? <LabGradePanel grade={vendor.grade} /> : null}
          <section
            id="reviews"
            aria-labelledby="reviews-heading"
            className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
          >
            <h2 id="reviews-heading" className="text-lg font-semibold text-slate-900">
              Customer Reviews
            </h2>
            {/* reviews-slot: the community issue renders the review form and list here */}
            {reviews ? <VendorReviews reviews={reviews} editing={editingReview} /> : null}
          </section>
        </div>
        <aside aria-label={`${vendor.name} facts`} className="lg:col-start-3 lg:row-start-2">
          <VendorFacts vendor={vendor} />
        </aside>
      </div>
    </div>
  );
}
