import { describe, expect, it } from 'vitest';
import { dailySchedule, weeklyTitration } from './schedule-fixtures';
import { countVials } from '~/features/calculator/vials';

const titrated = weeklyTitration(250, 500, 1000);

describe('countVials', () => {
  it('12-week titration from 5 mg vials: the 28-day window sets two vials aside with doses left', () => {
    // 7 mg in all would fit 2 vials, but vial 1 (mixed day 0) still holds 4000 mcg on day 28 and
    // vial 2 (mixed day 28) 3000 mcg on day 56.
    const count = countVials(titrated.events, 5000);
    expect(count.vials).toBe(3);
    expect(count.uses.map((use) => [use.openedDay, use.lastDoseDay, use.doses])).toEqual([
      [0, 21, 4],
      [28, 49, 4],
      [56, 77, 4],
    ]);
    expect(count.uses.map((use) => [use.expiredMcg, use.expiredDoses])).toEqual([
      [4000, 8],
      [3000, 3],
      [0, 0],
    ]);
    expect(count.expiredWithDoses).toBe(2);
  });

  it('12-week titration from 2 mg vials: only the first vial outlasts its window', () => {
    const count = countVials(titrated.events, 2000);
    // Vial 1: 4 x 250, 1000 mcg (2 doses of 500) left on day 28; vial 2: 4 x 500; vials 3 and
    // 4: 2 x 1000 each.
    expect(count.vials).toBe(4);
    expect(count.uses.map((use) => use.expiredDoses)).toEqual([2, 0, 0, 0]);
    expect(count.expiredWithDoses).toBe(1);
  });

  it('daily 250 mcg from a 10 mg vial: 40 doses would outlast 28 days', () => {
    const daily = dailySchedule(8, 250);
    const count = countVials(daily.events, 10_000);
    expect(count.vials).toBe(2);
    expect(count.uses[0]).toMatchObject({ lastDoseDay: 27, doses: 28, expiredDoses: 12 });
  });

  it('a dose larger than the vial cannot be served', () => {
    expect(countVials(titrated.events, 800).doseExceedsVial).toBe(true);
  });
});
