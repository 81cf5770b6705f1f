/**
 * The cycle planner's schedule: which days of the cycle carry a dose, and how much. Days count
 * from 0, the start date. The dose of a week is the last titration step that has begun, as the
 * user entered it; the planner never proposes a step of its own.
 */
import { evenDoseDays, type DoseEvent } from '~/features/calculator/dose-events';
import { weekdays, type Frequency, type Weekday } from './plan-params';
import type { DoseStep } from './plan-values';

export type { DoseEvent };

export interface WeekRow {
  week: number;
  doseMcg: number;
  doses: number;
  totalMcg: number;
}

export interface Schedule {
  events: DoseEvent[];
  weeks: WeekRow[];
  totalMcg: number;
  /** Steps that start after the last week, left out. */
  ignoredSteps: DoseStep[];
}

export interface ScheduleInput {
  frequency: Frequency;
  timesPerWeek?: number;
  /** Doses on each dose day (1 when left out): each is an event of its own. */
  dosesPerDay?: number;
  days: readonly Weekday[];
  weeks: number;
  doseMcg: number;
  steps: readonly DoseStep[];
  /** ISO start date; without it, chosen weekdays count from a Monday. */
  start?: string;
}

/** 0 for Monday ... 6 for Sunday. */
export function weekdayIndex(isoDate: string): number {
  const [year, month, day] = isoDate.split('-').map(Number);
  return (new Date(Date.UTC(year!, month! - 1, day!)).getUTCDay() + 6) % 7;
}

/** Days within a week (0-6 after the week's first day) that carry a dose; [] if incomplete. */
export function doseDaysOfWeek(
  input: Omit<ScheduleInput, 'weeks' | 'doseMcg' | 'steps' | 'dosesPerDay'>,
) {
  if (input.frequency === 'daily') return [0, 1, 2, 3, 4, 5, 6];
  if (input.frequency === 'times') return evenDoseDays(input.timesPerWeek ?? 0);
  const first = input.start ? weekdayIndex(input.start) : 0;
  return input.days.map((day) => (weekdays.indexOf(day) - first + 7) % 7).sort((a, b) => a - b);
}

export function doseForWeek(week: number, baseDoseMcg: number, steps: readonly DoseStep[]) {
  let dose = baseDoseMcg;
  for (const step of steps) if (step.week <= week) dose = step.doseMcg;
  return dose;
}

export function buildSchedule(input: ScheduleInput): Schedule | undefined {
  const daysOfWeek = doseDaysOfWeek(input);
  if (daysOfWeek.length === 0) return undefined;
  const perDay = input.dosesPerDay ?? 1;
  const doses = daysOfWeek.length * perDay;
  const events: DoseEvent[] = [];
  const weeks: WeekRow[] = [];
  for (let week = 1; week <= input.weeks; week += 1) {
    const doseMcg = doseForWeek(week, input.doseMcg, input.steps);
    for (const offset of daysOfWeek) {
      const day = (week - 1) * 7 + offset;
      for (let dose = 0; dose < perDay; dose += 1) events.push({ day, week, doseMcg });
    }
    weeks.push({ week, doseMcg, doses, totalMcg: doseMcg * doses });
  }
  return {
    events,
    weeks,
    totalMcg: weeks.reduce((sum, row) => sum + row.totalMcg, 0),
    ignoredSteps: input.steps.filter((step) => step.week > input.weeks),
  };
}
