/**
 * Price per unit as a horizontal bar chart, drawn as plain SVG on the server: no chart library
 * and no client-side drawing. The table next to it carries the same figures for screen readers.
 */
import { barHeight, barOffset, chartBars, chartWidth } from './price-chart-layout';
import { formatUsd, perUnitLabel, type PriceGroup } from './price-table';

export function PriceChart({ group }: { group: PriceGroup }) {
  const { bars, height } = chartBars(group.rows);
  const unit = perUnitLabel(group.unit);
  const titleId = `${group.id}-chart-title`;
  const cheapest = bars[0];
  const dearest = bars.at(-1);
  return (
    <figure className="min-w-0">
      <svg
        role="img"
        aria-labelledby={titleId}
        viewBox={`0 0 ${chartWidth} ${height}`}
        className="h-auto w-full max-w-sm"
        data-chart="price-per-unit"
      >
        <title id={titleId}>
          {`${group.peptide}: price per ${unit}, from ${formatUsd(cheapest?.value ?? 0)} (${cheapest?.label ?? ''}) to ${formatUsd(dearest?.value ?? 0)} (${dearest?.label ?? ''})`}
        </title>
        {bars.map((bar) => (
          <g key={bar.label} transform={`translate(0 ${bar.y})`}>
            <text x={0} y={13} fontSize={13} fill="#334155">
              {bar.label}
              {bar.bestValue ? ' — best value' : ''}
            </text>
            <rect
              x={0}
              y={barOffset}
              width={bar.width}
              height={barHeight}
              rx={2}
              fill={bar.bestValue ? '#15803d' : '#0d9488'}
            />
            <text
              x={bar.width + 6}
              y={barOffset + barHeight - 2}
              fontSize={13}
              fontWeight={600}
              fill="#0f172a"
              className="tabular"
            >
              {formatUsd(bar.value)}
            </text>
          </g>
        ))}
      </svg>
      <figcaption className="mt-1 text-xs text-slate-600">
        Price per {unit} (USD), cheapest first. Green marks the best value of each dosage.
      </figcaption>
    </figure>
  );
}
