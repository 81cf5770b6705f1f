/**
 * The price table by peptide: a sort switch and a peptide picker (links, so they work without
 * JavaScript), and the chosen peptide's table with price per unit, the active-peptide figure and
 * the best value marked. No bar chart: it only repeated the table's numbers.
 */
import { Link } from 'react-router';
import { PriceTableRow } from './price-table-row';
import {
  perUnitLabel,
  priceSorts,
  type PriceGroup,
  type PriceSort,
  comparePricesHref,
  pricePeptideSlug,
} from './price-table';

export function PriceTableSection({
  peptides,
  group,
  sort,
  pricesAsOf,
}: {
  /** Every peptide of the table, for the picker. */
  peptides: { name: string; slug: string }[];
  /** The one shown. */
  group: PriceGroup;
  sort: PriceSort;
  pricesAsOf: string;
}) {
  const shown = pricePeptideSlug(group);
  const href = (to: { sort?: PriceSort; slug?: string }) =>
    comparePricesHref(to.sort ?? sort, to.slug ?? shown);
  return (
    <section aria-labelledby="price-table-heading" className="mt-12 scroll-mt-20">
      <h2 id="price-table-heading" className="scroll-mt-20 text-2xl font-bold text-slate-900">
        Price Comparison by Peptide
      </h2>
      <p className="mt-1 text-sm text-slate-700">Prices as of {pricesAsOf}. Subject to change.</p>
      <nav
        aria-label="Sort price tables"
        className="mt-4 flex flex-wrap items-center gap-2 text-sm"
      >
        <span className="text-slate-700">Sort rows by:</span>
        {priceSorts.map((option) => (
          <Link
            key={option.value}
            to={href({ sort: option.value })}
            preventScrollReset
            replace
            aria-current={option.value === sort ? 'true' : undefined}
            className={`inline-flex min-h-11 items-center rounded-md border px-3 font-medium ${
              option.value === sort
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100'
            }`}
          >
            {option.label}
          </Link>
        ))}
      </nav>
      <PeptidePicker peptides={peptides} shown={shown} hrefOf={(slug) => href({ slug })} />
      <div className="mt-6">
        <PeptidePrices group={group} sort={sort} />
      </div>
    </section>
  );
}

/** Links to each peptide's table (at the table's heading, for a page load without JavaScript). */
function PeptidePicker({
  peptides,
  shown,
  hrefOf,
}: {
  peptides: { name: string; slug: string }[];
  shown: string;
  hrefOf: (slug: string) => string;
}) {
  return (
    <nav aria-label="Peptides in the price table" className="mt-4">
      <ul className="flex flex-wrap gap-x-3 gap-y-1 text-sm">
        {peptides.map((peptide) => (
          <li key={peptide.slug}>
            <Link
              to={`${hrefOf(peptide.slug)}#price-table-heading`}
              preventScrollReset
              aria-current={peptide.slug === shown ? 'page' : undefined}
              className="inline-flex min-h-11 items-center text-brand-800 underline aria-[current=page]:font-bold aria-[current=page]:no-underline"
            >
              {peptide.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function PeptidePrices({ group, sort }: { group: PriceGroup; sort: PriceSort }) {
  const unit = perUnitLabel(group.unit);
  return (
    <section
      id={group.id}
      aria-labelledby={`${group.id}-heading`}
      className="scroll-mt-20 rounded-lg border border-slate-200 bg-white p-3 shadow-sm sm:p-5"
    >
      <h3 id={`${group.id}-heading`} className="text-lg font-semibold text-slate-900">
        {group.peptide}
      </h3>
      <div className="mt-3">
        <table className="w-full max-w-3xl text-left text-[0.8125rem] sm:text-sm">
          <caption className="sr-only">
            {group.peptide} prices by vendor and dosage, sorted by{' '}
            {sort === 'price' ? 'price' : `price per ${unit}`}
          </caption>
          <thead className="border-b border-slate-200 text-slate-600">
            <tr>
              <th scope="col" className="py-2 pr-2 sm:pr-3 font-medium">
                Vendor
              </th>
              <th scope="col" className="py-2 pr-2 sm:pr-3 font-medium">
                Dosage
              </th>
              <th
                scope="col"
                aria-sort={sort === 'price' ? 'ascending' : undefined}
                className="py-2 pr-2 sm:pr-3 text-right font-medium"
              >
                Price
              </th>
              <th
                scope="col"
                aria-sort={sort === 'unit' ? 'ascending' : undefined}
                className="py-2 text-right font-medium"
              >
                Per {unit}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {group.rows.map((row) => (
              <PriceTableRow key={`${row.vendorSlug}-${row.dosage}-${row.notes ?? ''}`} row={row} />
            ))}
          </tbody>
        </table>
        <p className="mt-3 max-w-3xl text-xs text-slate-600">
          Per active mg: the price per mg corrected for the purity and content a lab measured, when
          a lab result for that vendor and peptide is before its re-test date. A price seen over 90
          days ago is marked stale and is never the best value.
        </p>
      </div>
    </section>
  );
}
