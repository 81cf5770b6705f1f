/**
 * Geometry of the server-rendered price-per-unit bar chart: one labelled horizontal bar per
 * vendor and dosage, cheapest per unit first. Pure numbers, so the SVG component stays simple.
 */
import type { PriceRow } from './price-table';

export const chartWidth = 360;
/** Room right of the longest bar for its value label. */
export const valueLabelWidth = 64;
export const rowHeight = 38;
export const barHeight = 14;
/** Distance from the top of a row to the top of its bar (the vendor label sits above). */
export const barOffset = 18;

export interface ChartBar {
  label: string;
  value: number;
  bestValue: boolean;
  y: number;
  width: number;
}

export function chartBars(rows: readonly PriceRow[]): { bars: ChartBar[]; height: number } {
  const sorted = [...rows].sort((a, b) => a.pricePerUnit - b.pricePerUnit);
  const max = Math.max(0, ...sorted.map((row) => row.pricePerUnit));
  const span = chartWidth - valueLabelWidth;
  const bars = sorted.map((row, index) => ({
    // Variant notes stay in the table: they would push long labels past the chart's width.
    label: `${row.vendorName} · ${row.dosage}`,
    value: row.pricePerUnit,
    bestValue: row.bestValue,
    y: index * rowHeight,
    // At least 2 units wide, so a tiny value still shows a bar.
    width: max > 0 ? Math.max(2, Math.round((row.pricePerUnit / max) * span * 10) / 10) : 2,
  }));
  return { bars, height: bars.length * rowHeight };
}
