/** The detail page's warnings box, pricing table (Peptide, Price, Purity) and pros and cons. */
import { AlertTriangle, Check, X } from 'lucide-react';
import { Link } from 'react-router';
import type { VendorDetail } from './vendor-detail-data';

const sectionClass = 'rounded-lg border border-slate-200 bg-white p-5 shadow-sm';

export function VendorWarnings({ warnings }: { warnings: string[] }) {
  return (
    <section
      aria-labelledby="warnings-heading"
      className="rounded-lg border border-amber-300 bg-amber-50 p-5 text-amber-950"
    >
      <h2 id="warnings-heading" className="flex items-center gap-2 text-lg font-semibold">
        <AlertTriangle aria-hidden="true" className="size-5" />
        Warnings
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        {warnings.map((warning) => (
          <li key={warning}>{warning}</li>
        ))}
      </ul>
    </section>
  );
}

export function VendorPricingTable({
  vendor,
}: {
  vendor: Pick<VendorDetail, 'name' | 'pricing' | 'pricingTotal' | 'pricesAsOf'>;
}) {
  return (
    <section aria-labelledby="pricing-heading" className={sectionClass}>
      <h2 id="pricing-heading" className="text-lg font-semibold text-slate-900">
        Pricing
      </h2>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="caption-bottom pt-3 text-left text-xs text-slate-600">
            Prices as of {vendor.pricesAsOf}. Subject to change.
            {vendor.pricingTotal > vendor.pricing.length ? (
              <>
                {' '}
                Showing {vendor.pricing.length} of {vendor.pricingTotal} listed prices;{' '}
                <Link to="/compare-prices" className="font-semibold text-brand-800 underline">
                  compare all prices
                </Link>
                .
              </>
            ) : null}
          </caption>
          <thead className="border-b border-slate-200 text-slate-600">
            <tr>
              <th scope="col" className="py-2 pr-4 font-medium">
                Peptide
              </th>
              <th scope="col" className="py-2 pr-4 text-right font-medium">
                Price
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                Purity
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {vendor.pricing.map((row) => (
              <tr key={row.peptide}>
                <th scope="row" className="py-2 pr-4 font-medium text-slate-900">
                  {row.peptide}
                </th>
                <td className="py-2 pr-4 text-right text-slate-900 tabular">{row.price}</td>
                <td className="py-2 text-right text-slate-700 tabular">{row.purity}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

export function VendorProsCons({ pros, cons }: { pros: string[]; cons: string[] }) {
  return (
    <div className="grid gap-5 md:grid-cols-2">
      <ProsConsList id="pros" title="Pros" items={pros} positive />
      <ProsConsList id="cons" title="Cons" items={cons} positive={false} />
    </div>
  );
}

function ProsConsList({
  id,
  title,
  items,
  positive,
}: {
  id: string;
  title: string;
  items: string[];
  positive: boolean;
}) {
  const Icon = positive ? Check : X;
  return (
    <section aria-labelledby={`${id}-heading`} className={sectionClass}>
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <ul className="mt-2 space-y-2 text-sm text-slate-700">
        {items.map((item) => (
          <li key={item} className="flex gap-2">
            <Icon
              aria-hidden="true"
              className={`mt-0.5 size-4 shrink-0 ${positive ? 'text-green-700' : 'text-red-700'}`}
            />
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}
