/**
 * 'seen Nov 24, 2026': the day a price was observed, and 'stale' when it is over 90 days old
 *. A date rather than "N days ago", so pages and screenshots stay the same; the loader
 * writes the date (formatCalendarDay), so the browser needs no date formatting.
 */
export function SeenOn({
  day,
  text,
  stale = false,
}: {
  day: string;
  text: string;
  stale?: boolean;
}) {
  return (
    <span className="block text-xs font-normal text-slate-600">
      seen <time dateTime={day}>{text}</time>
      {stale ? <span className="ml-1 font-semibold text-amber-900">stale</span> : null}
    </span>
  );
}
