/** "Last reviewed" on a profile (issue 18, point 3), from its typed `lastReviewed` date. */

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
 * '2026-11-22' as '22 November 2026', the same on the server and in every browser (a locale
 * formatter could differ between them and break hydration).
 */
export function reviewDateText(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${day} ${months[month! - 1]} ${year}`;
}

export function LastReviewed({ date }: { date: string }) {
  return (
    <p className="mt-3 text-sm text-slate-600">
      Last reviewed <time dateTime={date}>{reviewDateText(date)}</time>
    </p>
  );
}
