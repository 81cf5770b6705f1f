import { describe, expect, it } from 'vitest';
import { planWater } from './round-units';

describe('planWater', () => {
  it('5 mg vial, 250 mcg, 3 ml syringe: whole units every 0.2 ml, 2 ml is easy', () => {
    const plan = planWater(5, 250, '3');
    expect(plan.options[0]).toEqual({ waterMl: 2, units: 10, easy: true });
    expect(plan.options.filter((option) => option.easy)).toHaveLength(1);
    // Then the rest from the least water: 0.6 ml = 3 units, 0.8 ml = 4 units, ...
    expect(plan.options.slice(1).map((option) => [option.waterMl, option.units])).toEqual([
      [0.6, 3],
      [0.8, 4],
      [1, 5],
      [1.2, 6],
      [1.4, 7],
    ]);
    expect(plan.tooSmall).toBe(false);
    expect(plan.tooLarge).toBe(false);
  });

  it('a 1 ml syringe measures up to 1 ml; the easy one is on a numbered mark and a tick', () => {
    const plan = planWater(10, 500, '1');
    // units = 5 x water: whole every 0.2 ml; only 0.8 ml (4 units) lands on a 2-unit tick.
    expect(plan.options).toEqual([
      { waterMl: 0.8, units: 4, easy: true },
      { waterMl: 0.6, units: 3, easy: false },
      { waterMl: 1, units: 5, easy: false },
    ]);
  });

  it('a 1 ml syringe finds volumes between the numbered marks', () => {
    // 1 mg, 500 mcg: units = 50 x water, so every 0.02 ml mark is a whole number of units.
    const plan = planWater(1, 500, '1');
    expect(plan.options.slice(0, 3)).toEqual([
      { waterMl: 0.6, units: 30, easy: true },
      { waterMl: 0.8, units: 40, easy: true },
      { waterMl: 1, units: 50, easy: true },
    ]);
    expect(plan.options.slice(3)).toEqual([
      { waterMl: 0.5, units: 25, easy: false },
      { waterMl: 0.52, units: 26, easy: false },
      { waterMl: 0.54, units: 27, easy: false },
    ]);
  });

  it('says when even the most water leaves the dose under 2 units', () => {
    const plan = planWater(10, 50, '3');
    expect(plan.options).toEqual([]);
    expect(plan.tooSmall).toBe(true);
    expect(plan.mostUnits).toBe(1.5);
  });

  it('says when even the least water puts the dose over the syringe', () => {
    const plan = planWater(1, 3000, '3');
    expect(plan.options).toEqual([]);
    expect(plan.tooLarge).toBe(true);
    expect(plan.fewestUnits).toBe(150);
  });
});
