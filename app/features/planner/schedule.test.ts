import { describe, expect, it } from 'vitest';
import { buildSchedule, doseDaysOfWeek, weekdayIndex } from './schedule';

// The user's own titration for a weekly peptide: 250 mcg, then 500 from week 5, 1000 from week 9.
const titration = [
  { week: 5, doseMcg: 500 },
  { week: 9, doseMcg: 1000 },
];
const weekly = { frequency: 'times' as const, timesPerWeek: 1, days: [] };

describe('doseDaysOfWeek', () => {
  it('daily, n times a week spread evenly, and chosen weekdays from the start date', () => {
    expect(doseDaysOfWeek({ frequency: 'daily', days: [] })).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(doseDaysOfWeek({ frequency: 'times', timesPerWeek: 2, days: [] })).toEqual([0, 3]);
    expect(doseDaysOfWeek({ frequency: 'times', timesPerWeek: 3, days: [] })).toEqual([0, 2, 4]);
    expect(doseDaysOfWeek({ frequency: 'times', days: [] })).toEqual([]);
    // 2026-12-02 is a Wednesday: Monday is 5 days on, Thursday 1.
    expect(weekdayIndex('2026-12-02')).toBe(2);
    expect(
      doseDaysOfWeek({ frequency: 'days', days: ['mon', 'thu'], start: '2026-12-02' }),
    ).toEqual([1, 5]);
    expect(doseDaysOfWeek({ frequency: 'days', days: ['mon', 'thu'] })).toEqual([0, 3]);
  });
});

describe('buildSchedule', () => {
  it('12 weeks, weekly, with the entered titration steps', () => {
    const schedule = buildSchedule({ ...weekly, weeks: 12, doseMcg: 250, steps: titration });
    expect(schedule?.weeks.map((row) => row.doseMcg)).toEqual([
      250, 250, 250, 250, 500, 500, 500, 500, 1000, 1000, 1000, 1000,
    ]);
    expect(schedule?.events.map((event) => event.day)).toEqual([
      0, 7, 14, 21, 28, 35, 42, 49, 56, 63, 70, 77,
    ]);
    expect(schedule?.totalMcg).toBe(7000);
    expect(schedule?.ignoredSteps).toEqual([]);
  });

  it('daily for 2 weeks, and a step after the last week is left out', () => {
    const schedule = buildSchedule({
      frequency: 'daily',
      days: [],
      weeks: 2,
      doseMcg: 300,
      steps: [{ week: 5, doseMcg: 600 }],
    });
    expect(schedule?.events).toHaveLength(14);
    expect(schedule?.totalMcg).toBe(4200);
    expect(schedule?.ignoredSteps).toEqual([{ week: 5, doseMcg: 600 }]);
  });

  it('no weekdays chosen: no schedule', () => {
    expect(
      buildSchedule({ frequency: 'days', days: [], weeks: 4, doseMcg: 250, steps: [] }),
    ).toBeUndefined();
  });
});
