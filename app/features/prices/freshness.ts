// When a price or a lab grade is still current. A stale figure is shown
// with its date and a "stale" label, but never counts as "best value" or "verified". Days are
// ISO dates (YYYY-MM-DD, UTC), so the rules compare days, not instants, and tests pass `today`.

/** A price observation stays current this many days after the day it was seen. */
export const PRICE_FRESH_DAYS = 90;

/** A grade from fewer tests than this is shown as "limited data". */
export const GRADE_MIN_TESTS = 3;

const DAY_MS = 86_400_000;

/** Today's UTC day as YYYY-MM-DD. */
export function utcToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** The day number of a YYYY-MM-DD day, or of an ISO instant's UTC day. */
function dayNumber(isoDay: string): number {
  return Math.floor(Date.parse(`${isoDay.slice(0, 10)}T00:00:00Z`) / DAY_MS);
}

/**
 * A price last confirmed on `checkedAt` (its feed's last check, or the editor's day: price-age.ts)
 * is fresh on `today` when at most 90 days old.
 */
export function isPriceFresh(checkedAt: string, today: string): boolean {
  return dayNumber(today) - dayNumber(checkedAt) <= PRICE_FRESH_DAYS;
}

/** A grade is fresh until (and on) its re-test (expiry) day. */
export function isGradeFresh(expiresOn: string, today: string): boolean {
  return dayNumber(today) <= dayNumber(expiresOn);
}

/** A grade resting on fewer than three tests says "limited data". */
export function hasLimitedData(numTests: number): boolean {
  return numTests < GRADE_MIN_TESTS;
}
