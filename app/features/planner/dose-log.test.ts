import { describe, expect, it } from 'vitest';
import { buildLog, logSites } from './dose-log';
import { buildSchedule } from './schedule';
import { dailySchedule } from './schedule-fixtures';

describe('buildLog', () => {
  it('one table per calendar month, sites rotating through the guide, units from the vial', () => {
    const schedule = buildSchedule({
      frequency: 'times',
      timesPerWeek: 2,
      days: [],
      weeks: 6,
      doseMcg: 250,
      steps: [{ week: 4, doseMcg: 500 }],
    })!;
    // 5 mg in 2 ml: 0.04 units per mcg (250 mcg = 10 units).
    const log = buildLog({
      events: schedule.events,
      start: '2026-12-21',
      time: '08:00',
      unitsPerMcg: 0.04,
    });
    expect(logSites).toEqual(['Abdomen', 'Thigh', 'Upper arm']);
    expect(log.map((month) => [month.title, month.rows.length])).toEqual([
      ['December 2026', 4],
      ['January 2027', 8],
    ]);
    expect(log[0]!.rows[0]).toEqual({
      date: '2026-12-21',
      dateText: 'Mon 21 Dec',
      time: '08:00',
      doseMcg: 250,
      units: 10,
      site: 'Abdomen',
    });
    expect(log[0]!.rows.map((row) => row.site)).toEqual([
      'Abdomen',
      'Thigh',
      'Upper arm',
      'Abdomen',
    ]);
    expect(log[1]!.rows.at(-1)).toMatchObject({ dateText: 'Thu 28 Jan', doseMcg: 500, units: 20 });
  });

  it('leaves time and units blank when they are not known', () => {
    const schedule = dailySchedule(1, 100);
    const [month] = buildLog({ events: schedule.events, start: '2027-02-26' });
    expect(month?.rows[0]).toMatchObject({ time: '', units: undefined });
  });
});
