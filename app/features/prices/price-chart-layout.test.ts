import { describe, expect, it } from 'vitest';
import { barOffset, chartBars, chartWidth, rowHeight, valueLabelWidth } from './price-chart-layout';
import { priceEntries } from '~/data/prices';
import { priceGroups, type PriceRow } from './price-table';

const row = (
  vendorName: string,
  pricePerUnit: number,
  extra: Partial<PriceRow> = {},
): PriceRow => ({
  dosage: '5mg',
  vendorName,
  vendorSlug: 'x',
  price: pricePerUnit * 5,
  pricePerUnit,
  bestValue: false,
  ...extra,
});

describe('chartBars', () => {
  it('orders bars cheapest per unit first and scales the longest to the plot width', () => {
    const { bars, height } = chartBars([
      row('B', 10),
      row('A', 5, { bestValue: true }),
      row('C', 2.5),
    ]);
    expect(bars.map((bar) => bar.label)).toEqual(['C · 5mg', 'A · 5mg', 'B · 5mg']);
    expect(bars.map((bar) => bar.width)).toEqual([74, 148, chartWidth - valueLabelWidth]);
    expect(bars.map((bar) => bar.y)).toEqual([0, rowHeight, 2 * rowHeight]);
    expect(bars[1]?.bestValue).toBe(true);
    expect(height).toBe(3 * rowHeight);
    expect(barOffset).toBeLessThan(rowHeight);
  });

  it('leaves variant notes to the table and never draws an invisible bar', () => {
    const { bars } = chartBars([row('A', 0.01, { notes: 'no DAC' }), row('B', 1000)]);
    expect(bars[0]?.label).toBe('A · 5mg');
    expect(bars[0]?.width).toBe(2);
  });

  it('keeps every label of the real data short enough for the chart width', () => {
    for (const group of priceGroups(priceEntries, 'unit')) {
      for (const bar of chartBars(group.rows).bars) {
        // 13 px system font: about 6.7 px per character; the label must fit in the chart width.
        expect(`${bar.label} — best value`.length * 6.7, bar.label).toBeLessThan(chartWidth);
      }
    }
  });

  it('draws nothing for no rows', () => {
    expect(chartBars([])).toEqual({ bars: [], height: 0 });
  });
});
