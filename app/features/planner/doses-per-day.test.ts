import { describe, expect, it } from 'vitest';
import { costCycle } from '~/features/calculator/cycle-cost';
import { buildLog } from './dose-log';
import { parsePlanParams } from './plan-params';
import { buildPlan } from './plan';
import { readPlan } from './plan-values';
import { buildSchedule } from './schedule';

const noPrices = { products: [], product: '', offers: [] };
const plan = (query: string) =>
  buildPlan(parsePlanParams(new URLSearchParams(query)), '2026-12-01', noPrices);
const twice =
  'name1=BPC-157&amount1=5&water=2&dose=250&freq=daily&weeks=4&start=2026-12-07&time=08:00';

describe('doses a day', () => {
  it('counts every dose of a day in the schedule, the week rows and the total', () => {
    const schedule = buildSchedule({
      frequency: 'daily',
      days: [],
      weeks: 4,
      doseMcg: 250,
      steps: [],
      dosesPerDay: 2,
    })!;
    expect(schedule.events).toHaveLength(56);
    expect(schedule.weeks.map((row) => row.doses)).toEqual([14, 14, 14, 14]);
    expect(schedule.totalMcg).toBe(14_000);
    // 3 days a week, 3 doses each: 9 doses in week 1, on days 0, 2 and 4.
    const thrice = buildSchedule({
      frequency: 'times',
      timesPerWeek: 3,
      days: [],
      weeks: 1,
      doseMcg: 100,
      steps: [],
      dosesPerDay: 3,
    })!;
    expect(thrice.events.map((event) => event.day)).toEqual([0, 0, 0, 2, 2, 2, 4, 4, 4]);
  });

  it('a link from before the field existed plans one dose a day, as it always did', () => {
    const result = plan(twice);
    expect(result.values.dosesPerDay).toBe(1);
    expect(result.schedule?.events).toHaveLength(28);
    expect(result.vialSizes[0]?.vials).toBe(2); // 7 mg needed, 5 mg vials
  });

  it('twice a day doubles the doses, the vials and the log rows', () => {
    const result = plan(`${twice}&perday=2`);
    expect(result.schedule?.events).toHaveLength(56);
    expect(result.schedule?.totalMcg).toBe(14_000);
    expect(result.vialSizes[0]?.vials).toBe(3); // 14 mg needed, 5 mg vials
    const rows = result.log.flatMap((month) => month.rows);
    expect(rows).toHaveLength(56);
    expect(rows.slice(0, 3).map((row) => [row.dateText, row.time, row.site])).toEqual([
      ['Mon 7 Dec', '08:00', 'Abdomen'],
      ['Mon 7 Dec', 'dose 2', 'Thigh'],
      ['Tue 8 Dec', '08:00', 'Upper arm'],
    ]);
  });

  it('costs the vials every dose of the day uses', () => {
    const offer = {
      vendorName: 'V',
      vendorSlug: 'v',
      price: 40,
      vialMg: 5,
      observedOn: '2026-11-30',
      checkedAt: '2026-11-30',
      seenText: '',
    };
    const cost = (perDay: number) => {
      const events = buildSchedule({
        frequency: 'daily',
        days: [],
        weeks: 4,
        doseMcg: 250,
        steps: [],
        dosesPerDay: perDay,
      })!.events;
      const costs = costCycle([offer], events, 4, 1, '2026-12-01');
      return costs.kind === 'current'
        ? [costs.cheapest.vials, costs.cheapest.cycleCost, costs.cheapest.weekCost]
        : costs.kind;
    };
    expect(cost(1)).toEqual([2, 80, 20]);
    expect(cost(2)).toEqual([3, 120, 30]);
  });

  it('refuses 0, 5, a fraction and text, and plans nothing from them', () => {
    for (const bad of ['0', '5', '1.5', 'two', '-1']) {
      const { values, problems } = readPlan(parsePlanParams(new URLSearchParams(`perday=${bad}`)));
      expect(problems.perday, bad).toMatch(/Doses a day/);
      expect(values.dosesPerDay).toBe(1);
    }
    expect(
      readPlan(parsePlanParams(new URLSearchParams('perday=4'))).problems.perday,
    ).toBeUndefined();
  });

  it('numbers the doses of a day when no time is set', () => {
    const schedule = buildSchedule({
      frequency: 'daily',
      days: [],
      weeks: 1,
      doseMcg: 100,
      steps: [],
      dosesPerDay: 2,
    })!;
    const [month] = buildLog({ events: schedule.events, start: '2027-01-04' });
    expect(month?.rows.slice(0, 2).map((row) => row.time)).toEqual(['dose 1', 'dose 2']);
  });
});
