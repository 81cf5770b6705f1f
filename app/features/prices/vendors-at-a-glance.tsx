/**
 * The 12 vendor cards of /compare-prices. On a phone they form one row that scrolls sideways
 * (stacked, they alone were about 7,000 px at 360 px); from 768 px a grid, as before.
 */
import { ScoreLegend } from '~/components/ui/score-legend';
import { ComparisonVendorCard } from './comparison-vendor-card';
import type { ComparisonCard } from './vendor-comparison';

export function VendorsAtAGlance({ cards }: { cards: ComparisonCard[] }) {
  return (
    <section aria-labelledby="vendor-cards-heading" className="mt-10">
      <h2 id="vendor-cards-heading" className="scroll-mt-20 text-2xl font-bold text-slate-900">
        Vendors at a Glance
      </h2>
      <ScoreLegend
        items={['★ /10 rating, editorial', 'Excellent 9+, Very Good 8+, else Good']}
        section="ratings"
        className="mt-1"
      />
      <p className="mt-1 text-sm text-slate-600 md:hidden">
        {cards.length} vendors: swipe or scroll sideways for the next card.
      </p>
      <ul className="mt-4 flex snap-x snap-mandatory gap-4 overflow-x-auto pb-3 md:grid md:grid-cols-2 md:overflow-visible md:pb-0 lg:grid-cols-3">
        {cards.map((card) => (
          <li key={card.slug} className="flex w-[85%] shrink-0 snap-start md:w-auto">
            <ComparisonVendorCard vendor={card} />
          </li>
        ))}
      </ul>
    </section>
  );
}
