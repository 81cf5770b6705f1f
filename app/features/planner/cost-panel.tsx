/** Cost per week and per cycle from the price data: cheapest offer and cheapest A or B grade. */
import { Link } from 'react-router';
import { pricesAsOf } from '~/data/prices';
import type { CostedOffer, CycleCosts } from './cycle-cost';
import { formatAmount, MissingFields, PlanSection } from './plan-section';
import type { PlannerProduct } from './price-offers';

const usd = (amount: number) => `$${amount.toFixed(2)}`;

function OfferLine({ title, cost }: { title: string; cost: CostedOffer }) {
  const { offer } = cost;
  return (
    <div className="rounded-md border border-slate-200 bg-slate-50 p-3">
      <p className="text-xs font-medium text-slate-600">{title}</p>
      <p className="mt-0.5 tabular">
        <strong className="text-base">{usd(cost.weekCost)} a week</strong>, {usd(cost.cycleCost)} a
        cycle
      </p>
      <p className="text-slate-700">
        {cost.vials.vials} x {formatAmount(offer.vialMg)} mg at {usd(offer.price)} from{' '}
        <Link to={`/vendors/${offer.vendorSlug}`} className="font-medium text-brand-800 underline">
          {offer.vendorName}
        </Link>
        {offer.notes ? ` (${offer.notes})` : ''}
        {offer.grade ? `, lab grade ${offer.grade}` : ''}
      </p>
    </div>
  );
}

const gradeMessages = {
  'no-grades': 'No lab grades are recorded for this peptide.',
  'none-current':
    'No vendor has a current A or B lab grade for this peptide: the grades on record have expired.',
} as const;

export function CostPanel({ product, costs }: { product?: PlannerProduct; costs?: CycleCosts }) {
  return (
    <PlanSection id="plan-cost" title="Cost">
      {!product ? (
        <MissingFields>Choose the price data to cost the cycle with.</MissingFields>
      ) : !costs ? (
        <MissingFields>
          Complete the cycle (dose, length and how often) to cost it with {product.name} prices.
        </MissingFields>
      ) : !costs.cheapest ? (
        <p>A single dose is more than any listed {product.name} vial holds.</p>
      ) : (
        <>
          <OfferLine title={`Cheapest ${product.name} offer`} cost={costs.cheapest} />
          {costs.graded.kind === 'offer' ? (
            <OfferLine title="Cheapest with a current A or B lab grade" cost={costs.graded.cost} />
          ) : (
            <p>{gradeMessages[costs.graded.kind]}</p>
          )}
          <p className="text-xs text-slate-600">
            Listed prices as of {pricesAsOf}, before shipping and coupons; vials counted with the
            storage window. Prices change: check the vendor.
          </p>
        </>
      )}
    </PlanSection>
  );
}
