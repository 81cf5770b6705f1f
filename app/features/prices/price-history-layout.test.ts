import { describe, expect, it } from 'vitest';
import { historyHeight, historyLayout, historyWidth, maxLinePoints } from './price-history-layout';

describe('price history chart layout', () => {
  it('draws nothing for one observation: the page says "no history yet"', () => {
    expect(historyLayout([{ day: '2025-07-01', price: 48 }])).toBeUndefined();
    expect(historyLayout([])).toBeUndefined();
  });

  it('spaces two observations by time and puts the higher price higher', () => {
    const chart = historyLayout([
      { day: '2025-07-01', price: 48 },
      { day: '2026-11-20', price: 40 },
    ])!;
    const [first, last] = chart.dots;
    expect(first).toMatchObject({ x: chart.plot.left, y: chart.plot.top, price: 48 });
    expect(last).toMatchObject({ x: chart.plot.right, y: chart.plot.bottom, price: 40 });
    expect(chart.line).toBe(`${first!.x},${first!.y} ${last!.x},${last!.y}`);
    expect(chart.scale).toEqual([
      { price: 48, y: chart.plot.top },
      { price: 40, y: chart.plot.bottom },
    ]);
    expect(chart.plot.right).toBeLessThanOrEqual(historyWidth);
    expect(chart.plot.bottom).toBeLessThan(historyHeight);
  });

  it('places a middle observation by its day, not its index', () => {
    const chart = historyLayout([
      { day: '2026-01-01', price: 30 },
      { day: '2026-01-11', price: 35 },
      { day: '2026-01-21', price: 40 },
      { day: '2026-03-02', price: 40 },
    ])!;
    const width = chart.plot.right - chart.plot.left;
    // Day 10 of 60: a sixth of the way across; $35 halfway up.
    expect(chart.dots[1]?.x).toBeCloseTo(chart.plot.left + width / 6, 0);
    expect(chart.dots[1]?.y).toBeCloseTo((chart.plot.top + chart.plot.bottom) / 2, 0);
  });

  it('draws a flat history mid-height and spreads same-day observations', () => {
    const chart = historyLayout([
      { day: '2026-01-01', price: 30 },
      { day: '2026-01-01', price: 30 },
    ])!;
    expect(chart.dots.map((dot) => dot.x)).toEqual([chart.plot.left, chart.plot.right]);
    const middle = (chart.plot.top + chart.plot.bottom) / 2;
    expect(chart.dots.map((dot) => dot.y)).toEqual([middle, middle]);
  });

  it('draws three years of daily prices through at most maxLinePoints, keeping each dip and spike', () => {
    const start = Date.parse('2024-01-01T00:00:00Z');
    const points = Array.from({ length: 1_100 }, (_, day) => ({
      day: new Date(start + day * 86_400_000).toISOString().slice(0, 10),
      price: day === 500 ? 90 : day === 800 ? 10 : 40 + (day % 7),
    }));
    const chart = historyLayout(points)!;
    const line = chart.line.split(' ');
    expect(line.length).toBeLessThanOrEqual(maxLinePoints);
    expect(line[0]).toBe(`${chart.dots[0]!.x},${chart.dots[0]!.y}`);
    expect(line.at(-1)).toBe(`${chart.dots.at(-1)!.x},${chart.dots.at(-1)!.y}`);
    const spike = chart.dots[500]!;
    const dip = chart.dots[800]!;
    expect(line).toContain(`${spike.x},${spike.y}`);
    expect(line).toContain(`${dip.x},${dip.y}`);
    expect(spike.y).toBe(chart.plot.top);
    expect(dip.y).toBe(chart.plot.bottom);
  });
});
