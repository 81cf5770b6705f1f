/**
 * One offer's price history (issue 14, point 5): a line chart drawn as plain SVG on the server
 * (no chart library, no script), named by its title and summarised by its description, and the
 * same figures as a small table under it for anyone who reads rather than looks.
 */
import { formatPriceDay } from './price-day';
import {
  historyHeight,
  historyLayout,
  historyWidth,
  type HistoryLayout,
} from './price-history-layout';
import { formatPrice } from './price-table';
import type { HistoryPoint, VendorOffer } from './vendor-offers';

export function PriceHistoryChart({ offer, name }: { offer: VendorOffer; name: string }) {
  const chart = historyLayout(offer.history);
  if (!chart) return null;
  const first = offer.history[0]!;
  const last = offer.history.at(-1)!;
  const titleId = `${offer.id}-history-title`;
  const descId = `${offer.id}-history-desc`;
  return (
    <figure id={`${offer.id}-history`} className="scroll-mt-20" data-chart="price-history">
      <figcaption className="text-sm font-semibold text-slate-900">{name}</figcaption>
      <svg
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        viewBox={`0 0 ${historyWidth} ${historyHeight}`}
        className="mt-1 h-auto w-full max-w-sm"
      >
        <title id={titleId}>{`Price history of ${name}`}</title>
        <desc id={descId}>
          {`${offer.history.length} prices, from ${formatPrice(first.price)} on ${formatPriceDay(first.day)} to ${formatPrice(last.price)} on ${formatPriceDay(last.day)}.`}
        </desc>
        <HistoryAxes chart={chart} first={first.day} last={last.day} />
        <polyline points={chart.line} fill="none" stroke="#0f766e" strokeWidth={2} />
        {chart.dots.map((dot, index) => (
          <circle key={index} cx={dot.x} cy={dot.y} r={3.5} fill="#0f766e" />
        ))}
      </svg>
      <HistoryTable history={offer.history} name={name} />
    </figure>
  );
}

function HistoryAxes({
  chart,
  first,
  last,
}: {
  chart: HistoryLayout;
  first: string;
  last: string;
}) {
  return (
    <>
      <line
        x1={chart.plot.left}
        x2={chart.plot.left}
        y1={chart.plot.top}
        y2={chart.plot.bottom}
        stroke="#cbd5e1"
      />
      <line
        x1={chart.plot.left}
        x2={chart.plot.right}
        y1={chart.plot.bottom}
        y2={chart.plot.bottom}
        stroke="#cbd5e1"
      />
      {chart.scale.map((mark) => (
        <text
          key={mark.y}
          x={chart.plot.left - 6}
          y={mark.y + 4}
          fontSize={12}
          textAnchor="end"
          fill="#475569"
        >
          {formatPrice(mark.price)}
        </text>
      ))}
      <text x={chart.plot.left} y={historyHeight - 6} fontSize={12} fill="#475569">
        {formatPriceDay(first)}
      </text>
      <text
        x={chart.plot.right}
        y={historyHeight - 6}
        fontSize={12}
        textAnchor="end"
        fill="#475569"
      >
        {formatPriceDay(last)}
      </text>
    </>
  );
}

function HistoryTable({ history, name }: { history: HistoryPoint[]; name: string }) {
  return (
    <table className="mt-2 text-left text-xs text-slate-700">
      <caption className="sr-only">{`Prices of ${name} by day seen`}</caption>
      <thead>
        <tr>
          <th scope="col" className="pr-4 font-medium">
            Seen
          </th>
          <th scope="col" className="text-right font-medium">
            Price
          </th>
        </tr>
      </thead>
      <tbody>
        {history.map((point, index) => (
          <tr key={index}>
            <td className="pr-4 tabular">
              <time dateTime={point.day}>{formatPriceDay(point.day)}</time>
            </td>
            <td className="text-right tabular">{formatPrice(point.price)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
