/**
 * Geometry of an offer's price history chart: a line through each observed
 * price, days spaced by time, prices on a scale from the lowest to the highest. Pure numbers, so
 * the server-rendered SVG stays a plain drawing and the tests can check the maths.
 */
import { historyHeight, historyWidth } from './price-history-size';
import type { HistoryPoint } from './vendor-offers';

export { historyHeight, historyWidth };
/** Room left of the plot for price labels, below it for the first and last day. */
const left = 52;
const right = 12;
const top = 12;
const bottom = 26;

export interface HistoryDot extends HistoryPoint {
  x: number;
  y: number;
}

export interface HistoryLayout {
  dots: HistoryDot[];
  /** The SVG polyline's points: 'x,y x,y ...'. */
  line: string;
  /** The top and bottom of the price scale and where they sit. */
  scale: { price: number; y: number }[];
  plot: { left: number; right: number; top: number; bottom: number };
}

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;
const round = (value: number) => Math.round(value * 10) / 10;

/** The most points a line is drawn through: two a column of `maxLinePoints / 2` across the plot. */
export const maxLinePoints = 80;

/**
 * The line's points, thinned to at most `maxLinePoints`: the plot is cut into columns and each
 * keeps its lowest and highest price (in their order), so every rise and dip still shows while a
 * history of years costs the page what a few months do. The first and last points always stay.
 */
function thinned(dots: readonly HistoryDot[], plot: HistoryLayout['plot']): HistoryDot[] {
  if (dots.length <= maxLinePoints) return [...dots];
  const columns = maxLinePoints / 2 - 1;
  const width = (plot.right - plot.left) / columns;
  const kept = new Set<HistoryDot>([dots[0]!, dots.at(-1)!]);
  const byColumn = new Map<number, { low: HistoryDot; high: HistoryDot }>();
  for (const dot of dots) {
    const column = Math.min(columns - 1, Math.floor((dot.x - plot.left) / width));
    const seen = byColumn.get(column);
    if (!seen) byColumn.set(column, { low: dot, high: dot });
    else if (dot.y > seen.low.y) seen.low = dot;
    else if (dot.y < seen.high.y) seen.high = dot;
  }
  for (const { low, high } of byColumn.values()) kept.add(low).add(high);
  return dots.filter((dot) => kept.has(dot));
}

/** The chart of two or more observations (oldest first); none for fewer: "no history yet". */
export function historyLayout(points: readonly HistoryPoint[]): HistoryLayout | undefined {
  if (points.length < 2) return undefined;
  const plot = { left, right: historyWidth - right, top, bottom: historyHeight - bottom };
  const days = points.map((point) => dayNumber(point.day));
  const firstDay = Math.min(...days);
  const daySpan = Math.max(...days) - firstDay;
  const prices = points.map((point) => point.price);
  // A flat history sits mid-height on a scale of its price plus and minus a dollar.
  const flat = Math.min(...prices) === Math.max(...prices);
  const low = flat ? Math.min(...prices) - 1 : Math.min(...prices);
  const high = flat ? Math.max(...prices) + 1 : Math.max(...prices);
  const xOf = (index: number) => {
    // Observations all on one day are spread evenly rather than stacked on one spot.
    const share = daySpan > 0 ? (days[index]! - firstDay) / daySpan : index / (points.length - 1);
    return round(plot.left + share * (plot.right - plot.left));
  };
  const yOf = (price: number) =>
    round(plot.bottom - ((price - low) / (high - low)) * (plot.bottom - plot.top));
  const dots = points.map((point, index) => ({ ...point, x: xOf(index), y: yOf(point.price) }));
  return {
    dots,
    line: thinned(dots, plot)
      .map((dot) => `${dot.x},${dot.y}`)
      .join(' '),
    scale: [
      { price: high, y: plot.top },
      { price: low, y: plot.bottom },
    ],
    plot,
  };
}
