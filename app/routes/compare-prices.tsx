import { Breadcrumbs, TableOfContents } from '~/components/layout/page-outline';
import { IconSprite } from '~/components/ui/icon-sprite';
import type { Route } from './+types/compare-prices';
import { Notice } from '~/components/ui/notice';
import {
  gradeFor,
  readCurrentGrades,
  readCurrentPrices,
  readVendors,
} from '~/features/editorial/editorial-reads.server';
import { priceEntriesFrom, pricesAsOfMonth } from '~/features/editorial/price-entries';
import { utcToday } from '~/features/prices/freshness';
import { NeedHelpCard } from '~/features/prices/need-help-card';
import {
  parsePriceSort,
  pickPriceGroup,
  priceGroups,
  pricePeptideSlug,
} from '~/features/prices/price-table';
import { PriceTableSection } from '~/features/prices/price-table-section';
import { comparisonCard } from '~/features/prices/vendor-comparison';
import { VendorsAtAGlance } from '~/features/prices/vendors-at-a-glance';
import { publicPageCache } from '~/utils/http-cache';
import { pageQuery } from '~/utils/page-query.server';
import { pageMeta } from '~/utils/meta';

// Kept until an editor changes a vendor, price or lab result (the 'editorial' content version),
// and at most an hour, since a price turns stale by the day it was seen (90 days) and a lab
// result by its re-test day.
const pageCache = { query: ['sort', 'peptide'], depends: ['editorial'] } as const;
export const headers = () => publicPageCache(3_600, pageCache);

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = pageQuery(request, context, pageCache);
  const sort = parsePriceSort(query.get('sort'));
  const [vendors, prices, grades] = await Promise.all([
    readVendors(context.db),
    readCurrentPrices(context.db),
    readCurrentGrades(context.db),
  ]);
  const today = utcToday();
  const entries = priceEntriesFrom(prices, today);
  const labOf = (vendorSlug: string, peptide: string) => gradeFor(grades, vendorSlug, peptide);
  const groups = priceGroups(entries, sort, { today, labOf });
  // Only the chosen peptide's rows go to the page; the others are names for the picker.
  return {
    sort,
    pricesAsOf: pricesAsOfMonth(prices),
    cards: vendors.map((vendor) => comparisonCard(vendor, entries)),
    peptides: groups.map((group) => ({ name: group.peptide, slug: pricePeptideSlug(group) })),
    group: pickPriceGroup(groups, query.get('peptide'))!,
  };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'Compare Peptide Vendors',
    description:
      'Compare research peptide prices and price per mg across 12 vendors, with lab testing and best value marked.',
    keywords: ['peptide price comparison', 'price per mg', 'BPC-157 price'],
    path: '/compare-prices',
  });

const outline = [
  { id: 'vendor-cards-heading', label: 'Vendors at a Glance' },
  { id: 'price-table-heading', label: 'Price Comparison by Peptide' },
  { id: 'need-help-heading', label: 'Need Help Choosing?' },
];

export default function ComparePricesPage({ loaderData }: Route.ComponentProps) {
  const { sort, cards, peptides, group } = loaderData;
  return (
    // From 1280 px the contents take a column of their own beside the page and stay in view.
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 xl:grid xl:grid-cols-[11rem_minmax(0,1fr)] xl:gap-x-8">
      <IconSprite names={['check', 'x', 'star', 'tag']} />
      <Breadcrumbs
        trail={[{ label: 'Home', to: '/' }, { label: 'Price Compare' }]}
        className="xl:col-span-2"
      />
      <header className="max-w-3xl xl:col-start-2">
        <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">Compare Peptide Vendors</h1>
        <p className="mt-3 text-lg text-slate-700">
          Ratings, lab testing, coupons and listed prices for 12 research peptide vendors, side by
          side.
        </p>
        <Notice tone="warning" className="mt-4">
          Prices are snapshots of vendor listings for research-use-only products, not offers or
          recommendations. Peptidia sells nothing; some vendor links are affiliate links. Prices as
          of {loaderData.pricesAsOf}. Subject to change.
        </Notice>
      </header>
      <TableOfContents
        items={outline}
        className="mt-6 xl:col-start-1 xl:row-span-2 xl:row-start-2 xl:mt-0"
      />
      <div className="min-w-0 xl:col-start-2">
        <VendorsAtAGlance cards={cards} />
        <PriceTableSection
          peptides={peptides}
          group={group}
          sort={sort}
          pricesAsOf={loaderData.pricesAsOf}
        />
        <p className="mt-3 text-sm text-slate-700">
          <a href="/api/v1/prices.csv" className="text-brand-800 underline">
            Download every current price (CSV)
          </a>
          , each with its day and source; open data under CC BY 4.0.
        </p>
        <NeedHelpCard />
      </div>
    </div>
  );
}
