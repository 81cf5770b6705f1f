/**
 * 'Jul 1, 2025': one way to write a day (a price seen, a lab test, a re-test due) on every page,
 * in UTC so pages stay stable. Loaders call it, so no date formatting ships to the browser.
 */
export function formatCalendarDay(isoDay: string): string {
  return new Date(`${isoDay}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** English month names, January first (dates written the same on server and browser). */
export const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * '2026-11-22' as '22 November 2026', for the day a profile was checked against its sources: the
 * same on the server and in every browser (a locale formatter could differ between them and
 * break hydration), as the profile page renders it in both.
 */
export function reviewDateText(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${day} ${monthNames[month! - 1]} ${year}`;
}

/** A real day written YYYY-MM-DD: '2025-02-30' and '2025-13-01' are not. */
export function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
}

/** Today in UTC, YYYY-MM-DD. */
export const todayUtc = () => new Date().toISOString().slice(0, 10);

/** The same day `years` later (29 February lands on 1 March), YYYY-MM-DD. */
export function yearsAfter(isoDay: string, years: number): string {
  const day = new Date(`${isoDay}T00:00:00Z`);
  day.setUTCFullYear(day.getUTCFullYear() + years);
  return day.toISOString().slice(0, 10);
}
