/**
 * "What a protocol costs" on the calculator and on a peptide page: the form,
 * then the figures from the current prices, or a plain statement that no price is current with
 * the newest one, dated and labelled stale.
 */
import { SeenOn } from '~/features/prices/seen-on';
import { CostLines, usd } from './cost-lines';
import { ProtocolCostForm } from './protocol-cost-form';
import type { ProtocolCostView } from './protocol-cost-fields';
import type { CostProduct } from './protocol-offers';

function StaleNotice({ view }: { view: ProtocolCostView }) {
  const offer = view.staleNewest;
  if (!offer || !view.peptide) return null;
  return (
    <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-slate-800">
      <strong>No current price:</strong> no {view.peptide.name} price has been seen in the last 90
      days. Newest on record (stale): {offer.vialMg} mg for {usd(offer.price)} from{' '}
      {offer.vendorName}
      <SeenOn day={offer.checkedAt} text={offer.seenText} />
    </p>
  );
}

function CostResult({ view }: { view: ProtocolCostView }) {
  if (!view.peptide) return <p className="text-slate-600">Choose a peptide to cost.</p>;
  if (view.offerCount === 0) {
    return <p className="text-slate-600">No {view.peptide.name} prices are recorded yet.</p>;
  }
  if (view.costs) return <CostLines name={view.peptide.name} costs={view.costs} />;
  return (
    <>
      <StaleNotice view={view} />
      <p className="text-slate-600">
        Enter a dose to see the cost per dose, per week and per cycle, with the vials it needs.
      </p>
    </>
  );
}

export function ProtocolCostSection({
  view,
  products,
  className = '',
}: {
  view: ProtocolCostView;
  products?: CostProduct[];
  className?: string;
}) {
  return (
    <section
      id="protocol-cost"
      aria-labelledby="protocol-cost-heading"
      className={`rounded-lg border border-slate-200 bg-white p-5 ${className}`}
    >
      <h2 id="protocol-cost-heading" className="text-lg font-semibold text-slate-900">
        What a protocol costs
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        A research calculation from listed prices, not a recommendation to buy or dose.
      </p>
      <div className="mt-4">
        <ProtocolCostForm
          values={view.values}
          errors={view.errors}
          products={products}
          keep={view.keep}
        />
      </div>
      <div className="mt-4 space-y-3 text-sm text-slate-800" aria-live="polite">
        <CostResult view={view} />
      </div>
    </section>
  );
}
