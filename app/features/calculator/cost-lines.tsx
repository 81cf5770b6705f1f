/**
 * What a cycle costs, as the planner, the calculator and the peptide pages show it: the cheapest
 * offer with a current price and the cheapest with a current A or B grade, each per dose, per week
 * and per cycle with the vials it needs; or, when no price is current, the newest price with its
 * day, labelled stale.
 */
import { Link } from 'react-router';
import { SeenOn } from '~/features/prices/seen-on';
import type { CostedOffer, CycleCosts } from './cycle-cost';

export const usd = (amount: number) => `$${amount.toFixed(2)}`;
const mg = (amount: number) => `${Math.round(amount * 1000) / 1000} mg`;

function OfferSource({ cost }: { cost: CostedOffer }) {
  const { offer, vials } = cost;
  return (
    <p className="text-slate-700">
      {vials} {vials === 1 ? 'vial' : 'vials'} of {mg(offer.vialMg)} at {usd(offer.price)} from{' '}
      <Link to={`/vendors/${offer.vendorSlug}`} className="font-medium text-brand-800 underline">
        {offer.vendorName}
      </Link>
      {offer.notes ? ` (${offer.notes})` : ''}
      {offer.grade ? `, lab grade ${offer.grade}` : ''}
      {offer.sourceUrl ? (
        <>
          {' '}
          (
          <a href={offer.sourceUrl} className="underline" rel="noopener noreferrer" target="_blank">
            source
          </a>
          )
        </>
      ) : null}
      <SeenOn day={offer.checkedAt} text={offer.seenText} />
    </p>
  );
}

function OfferLine({ title, cost }: { title: string; cost: CostedOffer }) {
  return (
    <div className="rounded-md border border-slate-200 bg-slate-50 p-3">
      <p className="text-xs font-medium text-slate-600">{title}</p>
      <p className="mt-0.5 tabular">
        {usd(cost.doseCost)} a dose,{' '}
        <strong className="text-base">{usd(cost.weekCost)} a week</strong>, {usd(cost.cycleCost)} a
        cycle
      </p>
      <OfferSource cost={cost} />
    </div>
  );
}

const gradeMessages = {
  'no-grades': 'No lab grades are recorded for this peptide.',
  'none-current':
    'No offer with a current price comes from a vendor with a current A or B lab grade for this peptide.',
} as const;

export function CostLines({ name, costs }: { name: string; costs: CycleCosts }) {
  if (costs.kind === 'dose-exceeds-vials') {
    return <p>A single dose is more than any listed {name} vial holds.</p>;
  }
  if (costs.kind === 'stale') {
    return (
      <>
        <p>
          <strong>No current price:</strong> no {name} price has been seen in the last 90 days, so
          there is no cost to show.
        </p>
        <div className="rounded-md border border-amber-300 bg-amber-50 p-3">
          <p className="text-xs font-medium text-amber-900">Newest price on record (stale)</p>
          <OfferSource cost={costs.newest} />
        </div>
      </>
    );
  }
  return (
    <>
      <OfferLine title={`Cheapest current ${name} offer`} cost={costs.cheapest} />
      {costs.graded.kind === 'offer' ? (
        <OfferLine title="Cheapest with a current A or B lab grade" cost={costs.graded.cost} />
      ) : (
        <p>{gradeMessages[costs.graded.kind]}</p>
      )}
      <p className="text-xs text-slate-600">
        Listed prices seen in the last 90 days, before shipping and coupons; vials counted with the
        storage window. Prices change: check the vendor.
      </p>
    </>
  );
}
