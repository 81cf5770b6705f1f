import { IconSprite } from '~/components/ui/icon-sprite';
import type { Route } from './+types/compare-prices';
import { Notice } from '~/components/ui/notice';
import { ScoreLegend } from '~/components/ui/score-legend';
import { readCurrentPrices, readVendors } from '~/features/editorial/editorial-reads.server';
import { priceEntriesFrom, pricesAsOfMonth } from '~/features/editorial/price-entries';
import { ComparisonVendorCard } from '~/features/prices/comparison-vendor-card';
import { NeedHelpCard } from '~/features/prices/need-help-card';
import {
  parsePriceSort,
  pickPriceGroup,
  priceGroups,
  pricePeptideSlug,
} from '~/features/prices/price-table';
import { PriceTableSection } from '~/features/prices/price-table-section';
import { comparisonCard } from '~/features/prices/vendor-comparison';
import { publicPageCache } from '~/utils/http-cache';
import { pageMeta } from '~/utils/meta';

// Kept until an editor changes a vendor, price or lab result (the 'editorial' content version).
export const headers = () =>
  publicPageCache(86_400, { query: ['sort', 'peptide'], depends: ['editorial'] });

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const sort = parsePriceSort(query.get('sort'));
  const [vendors, prices] = await Promise.all([
    readVendors(context.db),
    readCurrentPrices(context.db),
  ]);
  const entries = priceEntriesFrom(prices);
  const groups = priceGroups(entries, sort);
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

export default function ComparePricesPage({ loaderData }: Route.ComponentProps) {
  const { sort, cards, peptides, group } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <IconSprite names={['check', 'x', 'star', 'tag']} />
      <header className="max-w-3xl">
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
      <section aria-labelledby="vendor-cards-heading" className="mt-10">
        <h2 id="vendor-cards-heading" className="text-2xl font-bold text-slate-900">
          Vendors at a Glance
        </h2>
        <ScoreLegend
          items={['★ /10 rating, editorial', 'Excellent 9+, Very Good 8+, else Good']}
          section="ratings"
          className="mt-1"
        />
        <ul className="mt-4 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {cards.map((card) => (
            <li key={card.slug} className="flex">
              <ComparisonVendorCard vendor={card} />
            </li>
          ))}
        </ul>
      </section>
      <PriceTableSection
        peptides={peptides}
        group={group}
        sort={sort}
        pricesAsOf={loaderData.pricesAsOf}
      />
      <NeedHelpCard />
    </div>
  );
}
