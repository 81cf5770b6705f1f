/**
 * One offer's price history: a line chart drawn as plain SVG on the server
 * (no chart library, no script), named by its title and summarised by its description, and the
 * same figures as a small table under it for anyone who reads rather than looks. The loader made
 * every text and coordinate (vendor-offer-view.ts).
 */
import { historyHeight, historyWidth } from './price-history-size';
import type { HistoryView } from './vendor-offer-view';

const axis = '#cbd5e1';
const label = '#475569';

function HistoryAxes({ chart }: { chart: HistoryView }) {
  const { plot } = chart;
  return (
    <>
      <line x1={plot.left} x2={plot.left} y1={plot.top} y2={plot.bottom} stroke={axis} />
      <line x1={plot.left} x2={plot.right} y1={plot.bottom} y2={plot.bottom} stroke={axis} />
      {chart.scale.map((mark) => (
        <text
          key={mark.y}
          x={plot.left - 6}
          y={mark.y + 4}
          fontSize={12}
          textAnchor="end"
          fill={label}
        >
          {mark.text}
        </text>
      ))}
      <text x={plot.left} y={historyHeight - 6} fontSize={12} fill={label}>
        {chart.first}
      </text>
      <text x={plot.right} y={historyHeight - 6} fontSize={12} textAnchor="end" fill={label}>
        {chart.last}
      </text>
    </>
  );
}

export function PriceHistoryChart({
  id,
  name,
  chart,
}: {
  id: string;
  name: string;
  chart: HistoryView;
}) {
  return (
    <figure id={`${id}-history`} className="scroll-mt-20" data-chart="price-history">
      <figcaption className="text-sm font-semibold text-slate-900">{name}</figcaption>
      <svg
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        viewBox={`0 0 ${historyWidth} ${historyHeight}`}
        className="mt-1 h-auto w-full max-w-sm"
      >
        <title id={`${id}-title`}>{chart.title}</title>
        <desc id={`${id}-desc`}>{chart.desc}</desc>
        <HistoryAxes chart={chart} />
        <polyline points={chart.line} fill="none" stroke="#0f766e" strokeWidth={2} />
        {chart.dots.map((dot, index) => (
          <circle key={index} cx={dot.x} cy={dot.y} r={3.5} fill="#0f766e" />
        ))}
      </svg>
      {/* Named by aria-label: a caption beside the figure's figcaption is invalid HTML. */}
      <table
        className="history-table mt-2 text-left text-xs text-slate-700"
        aria-label={`Prices of ${name} by day seen`}
      >
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
          {chart.rows.map((row, index) => (
            <tr key={index}>
              <td>
                <time dateTime={row.day.iso}>{row.day.text}</time>
              </td>
              <td>{row.price}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
