import { describe, expect, it } from 'vitest';
import { parsePlanParams, planFieldNames, serializePlan, type PlanInput } from './plan-params';

const fullPlan: PlanInput = {
  peptides: [
    { name: 'BPC-157', amount: '5' },
    { name: 'TB-500', amount: '5' },
    { name: 'GHK-Cu', amount: '50' },
  ],
  dosed: 2,
  water: '2',
  dose: '250',
  mixer: '1',
  frequency: 'days',
  timesPerWeek: '3',
  dosesPerDay: '2',
  days: ['mon', 'wed', 'fri'],
  weeks: '12',
  steps: [
    { week: '5', dose: '500' },
    { week: '9', dose: '750' },
    { week: '10', dose: '1000' },
    { week: '11', dose: '1250' },
    { week: '12', dose: '1500' },
  ],
  start: '2026-12-07',
  time: '08:30',
  product: 'bpc-157-tb-500-blend',
};

describe('plan URL', () => {
  it('round-trips every field', () => {
    const url = serializePlan(fullPlan).toString();
    expect(parsePlanParams(new URLSearchParams(url))).toEqual(fullPlan);
    // Every field the page cache is told about appears in a full plan's link, and no other.
    const names = new Set(new URLSearchParams(url).keys());
    expect([...names].sort()).toEqual([...planFieldNames].sort());
  });

  it('an empty URL is an empty plan with the default choices', () => {
    const empty = parsePlanParams(new URLSearchParams());
    expect(empty).toMatchObject({ dosed: 1, mixer: '3', frequency: 'daily', days: [], water: '' });
    expect(serializePlan(empty).toString()).toBe('dosed=1&mixer=3&freq=daily');
  });

  it('never throws on bad values: unknown choices fall back and long text is cut', () => {
    const bad = parsePlanParams(
      new URLSearchParams(
        `dosed=7&mixer=9&freq=hourly&day=funday&day=mon&day=mon&water=${'9'.repeat(90)}&name1=%E0%A4%A`,
      ),
    );
    expect(bad).toMatchObject({ dosed: 1, mixer: '3', frequency: 'daily', days: ['mon'] });
    expect(bad.water).toHaveLength(40);
  });
});
