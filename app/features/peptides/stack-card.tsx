/**
 * A featured stack card (spec: "Peptide database"): the peptides with amounts, three benefits,
 * the price with the struck-through original price, the vendor and the stack score.
 */
import { Link } from 'react-router';
import { Badge } from '~/components/ui/badge';
import { buttonClasses } from '~/components/ui/button-link';
import { peptideViewOnClick } from '~/utils/analytics';
import { PriceVendorList } from './price-vendor-list';
import { SafetyNoteLine } from './safety-note';
import { stackCardLegend, verifiedMeaning } from './score-legends';
import type { FeaturedStackData } from './types';

export function StackCard({ stack }: { stack: FeaturedStackData }) {
  return (
    <article className="flex flex-col rounded-lg border border-brand-600/40 bg-white shadow-sm">
      <div className="flex-1 p-5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 className="text-lg font-semibold text-slate-900">{stack.name}</h3>
          <Badge variant="brand" title={stackCardLegend[0]}>
            Score <span className="tabular">{stack.stackScore}</span>
          </Badge>
        </div>
        {stack.verified ? (
          <Badge variant="verified" className="mt-2" title={verifiedMeaning}>
            Verified
          </Badge>
        ) : null}
        <h4 className="mt-4 text-sm font-semibold text-slate-800">Peptides in this stack</h4>
        <ul className="mt-1 flex flex-wrap gap-1.5">
          {stack.peptides.map((peptide) => (
            <li
              key={peptide.name}
              className="rounded-md bg-slate-100 px-2 py-1 text-sm text-slate-800"
            >
              {peptide.name} <span className="tabular text-slate-600">{peptide.amount}</span>
            </li>
          ))}
        </ul>
        <h4 className="mt-4 text-sm font-semibold text-slate-800">Studied for</h4>
        <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-slate-700">
          {stack.benefits.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
        {stack.safetyNotes.map((note) => (
          <SafetyNoteLine key={note.href} note={note} named />
        ))}
        <PriceVendorList
          price={
            <dd className="tabular">
              <span className="text-base font-semibold text-slate-900">${stack.price}</span>{' '}
              <s className="text-slate-600">
                <span className="sr-only">was </span>${stack.originalPrice}
              </s>
            </dd>
          }
          vendorName={stack.vendorName}
        />
      </div>
      <div className="border-t border-slate-100 p-4">
        <Link
          to={stack.href}
          className={`${buttonClasses.primary} w-full`}
          {...peptideViewOnClick(stack.slug, stack.name)}
        >
          View Stack<span className="sr-only">: {stack.name}</span>
        </Link>
      </div>
    </article>
  );
}
