/**
 * '5 minutes ago', '3 days ago', then the date. The server and the browser may render a
 * second apart, so the element tolerates a different text at hydration.
 */
const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];
const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

export function formatRelativeTime(iso: string, now: number = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  if (Math.abs(seconds) < 60) return 'just now';
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return relative.format(Math.trunc(seconds / size), unit);
  }
  return 'just now';
}

export function RelativeTime({ iso, className = '' }: { iso: string; className?: string }) {
  return (
    <time
      dateTime={iso}
      // The exact time on hover; sliced, not formatted: a long thread renders hundreds of these.
      title={`${iso.slice(0, 16).replace('T', ' ')} UTC`}
      className={className}
      suppressHydrationWarning
    >
      {formatRelativeTime(iso)}
    </time>
  );
}
