/**
 * When a price was last confirmed, as every price cell writes it: "checked 3 hours ago" while
 * recent, "checked 12 Nov 2026" after that. A feed's price is confirmed by its last successful
 * check (an instant); an editor's by the day they observed it (a day, written as a date only,
 * since "13 hours ago" from that day's midnight would claim a time nobody recorded).
 *
 * Pages are kept by the page cache, so a relative phrase is only honest where the kept copy is
 * younger than the phrase's own precision. Callers pass `relative: true` only when the page's
 * cache lifetime is at most `relativeAgeMaxCacheSeconds` (a minute: "3 hours ago" cannot turn
 * wrong within it); a page kept longer writes the date, which no cached copy can make wrong.
 * Either way the exact instant is in the cell's `<time datetime>`.
 */
import { monthNames } from '~/utils/calendar-day';
import type { PriceSource } from '#database/schema/price-sources';

/** Past this many days a price's age is written as its date. */
export const relativeAgeDays = 7;

/** A page kept longer than this writes dates only (see above). */
export const relativeAgeMaxCacheSeconds = 60;

export interface PriceAge {
  /** ISO 8601: an instant for a feed's check, a day (YYYY-MM-DD) for an editor's price. */
  iso: string;
  /** 'checked 3 hours ago', 'checked 12 Nov 2026'. */
  text: string;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'} ago`;

/** '12 Nov 2026', in UTC, the same on the server and in every browser. */
export function shortDayText(iso: string): string {
  const [year, month, day] = iso.slice(0, 10).split('-').map(Number);
  return `${day} ${monthNames[month! - 1]!.slice(0, 3)} ${year}`;
}

/** The UTC day (YYYY-MM-DD) a price was confirmed: what the freshness labels count from. */
export function checkedDay(checkedAt: string): string {
  return checkedAt.slice(0, 10);
}

/**
 * The phrase for a price confirmed at `checkedAt` (an instant, or a day for an editor's price),
 * seen at `now`. A time a little ahead of `now` (clocks disagree) reads "checked just now".
 */
export function priceAgeText(checkedAt: string, now: Date, relative: boolean): string {
  const instant = checkedAt.length > 10 ? Date.parse(checkedAt) : Number.NaN;
  const age = now.getTime() - instant;
  if (!relative || Number.isNaN(age) || age >= relativeAgeDays * DAY) {
    return checkedDateText(checkedAt);
  }
  if (age < MINUTE) return 'checked just now';
  if (age < HOUR) return `checked ${plural(Math.floor(age / MINUTE), 'minute')}`;
  if (age < DAY) return `checked ${plural(Math.floor(age / HOUR), 'hour')}`;
  return `checked ${plural(Math.floor(age / DAY), 'day')}`;
}

/** 'checked 12 Nov 2026': the wording of a page kept longer than a relative phrase stays true. */
export function checkedDateText(checkedAt: string): string {
  return `checked ${shortDayText(checkedAt)}`;
}

export function priceAge(checkedAt: string, now: Date, relative: boolean): PriceAge {
  return { iso: checkedAt, text: priceAgeText(checkedAt, now, relative) };
}

/** The confirmation time of a price: its feed's last check, else the day it was observed. */
export function confirmedAt(
  source: PriceSource,
  observedOn: string,
  feedCheckedAt: string | null | undefined,
): string {
  return source === 'feed' && feedCheckedAt ? feedCheckedAt : observedOn;
}
