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

const months = [
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
  return `${day} ${months[month! - 1]} ${year}`;
}
