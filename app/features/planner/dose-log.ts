/**
 * The printable log: one row per dose with its date, the time the user chose, dose, units and an
 * injection site that rotates through the injection guide's sites (the guide asks that no site
 * is used twice in a row), grouped by calendar month so each month prints on its own page.
 * Dates are formatted by hand in UTC so the server and the browser print the same text.
 */
import { monthNames } from '~/utils/calendar-day';
import { injectionSites } from '~/features/guide/guide-content';
import type { DoseEvent } from './schedule';

export interface LogRow {
  /** ISO date. */
  date: string;
  /** 'Mon 7 Dec'. */
  dateText: string;
  /** The chosen time for the day's first dose; 'dose 2', 'dose 3'... for the day's others. */
  time: string;
  doseMcg: number;
  /** Units on a U-100 syringe, or undefined without a vial amount and water. */
  units?: number;
  site: string;
}

export interface LogMonth {
  /** 'December 2026'. */
  title: string;
  rows: LogRow[];
}

const dayNames = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

export const logSites = injectionSites.map((site) => site.name);

function addDays(isoStart: string, days: number): Date {
  const [year, month, day] = isoStart.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day! + days));
}

export interface LogInput {
  events: readonly DoseEvent[];
  start: string;
  time?: string;
  /** Units per mcg of the dosed peptide (water x 100 / vial mcg), when known. */
  unitsPerMcg?: number;
}

export function buildLog(input: LogInput): LogMonth[] {
  const months: LogMonth[] = [];
  let doseOfDay = 0;
  input.events.forEach((event, index) => {
    doseOfDay = index > 0 && input.events[index - 1]?.day === event.day ? doseOfDay + 1 : 1;
    const several = input.events[index + 1]?.day === event.day || doseOfDay > 1;
    const date = addDays(input.start, event.day);
    const monthName = monthNames[date.getUTCMonth()] ?? '';
    const title = `${monthName} ${date.getUTCFullYear()}`;
    let month = months.at(-1);
    if (month?.title !== title) {
      month = { title, rows: [] };
      months.push(month);
    }
    month.rows.push({
      date: date.toISOString().slice(0, 10),
      dateText: `${dayNames[date.getUTCDay()]} ${date.getUTCDate()} ${monthName.slice(0, 3)}`,
      time: several && (doseOfDay > 1 || !input.time) ? `dose ${doseOfDay}` : (input.time ?? ''),
      doseMcg: event.doseMcg,
      units:
        input.unitsPerMcg === undefined
          ? undefined
          : Math.round(event.doseMcg * input.unitsPerMcg * 10) / 10,
      site: logSites[index % logSites.length] ?? '',
    });
  });
  return months;
}
