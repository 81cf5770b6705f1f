/** The active-peptide figure beside a plain $/mg, or why there is none. */
import type { ActivePrice } from './active-price';
import { formatUsd } from './price-table';

export function ActiveFigure({ active }: { active: ActivePrice }) {
  if (active.kind === 'plain') {
    return <span className="block text-xs font-normal text-slate-600">{active.reason}</span>;
  }
  return (
    <span className="block text-xs font-normal text-slate-700">
      <span className="font-semibold text-slate-900">{formatUsd(active.perActiveMg)}</span> per
      active mg, {active.basis}
    </span>
  );
}
