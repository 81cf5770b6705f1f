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
