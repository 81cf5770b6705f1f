/** 'Jul 1, 2025': one way to write a day on every price page, in UTC so pages stay stable. */
export function formatPriceDay(isoDay: string): string {
  return new Date(`${isoDay}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
