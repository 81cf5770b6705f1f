/** Schedules the unit tests share (imported by tests only, so never shipped). */
import { buildSchedule, type Schedule } from './schedule';

/** Once a week for 12 weeks: a first dose, then the user's steps from weeks 5 and 9. */
export function weeklyTitration(first: number, fromWeek5: number, fromWeek9: number): Schedule {
  const schedule = buildSchedule({
    frequency: 'times',
    timesPerWeek: 1,
    days: [],
    weeks: 12,
    doseMcg: first,
    steps: [
      { week: 5, doseMcg: fromWeek5 },
      { week: 9, doseMcg: fromWeek9 },
    ],
  });
  if (!schedule) throw new Error('a weekly schedule always has dose days');
  return schedule;
}

export function dailySchedule(weeks: number, doseMcg: number): Schedule {
  const schedule = buildSchedule({ frequency: 'daily', days: [], weeks, doseMcg, steps: [] });
  if (!schedule) throw new Error('a daily schedule always has dose days');
  return schedule;
}
