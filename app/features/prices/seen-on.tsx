/**
 * 'checked 3 hours ago' or 'checked Nov 24, 2026' (price-age.ts): when a price was last
 * confirmed, its exact time in the `<time datetime>`, and 'stale' when that is over 90 days ago.
 * The loader writes the text, so the browser needs no date formatting.
 */
export function SeenOn({
  day,
  text,
  stale = false,
}: {
  /** ISO 8601: the check's instant, or the editor's day. */
  day: string;
  text: string;
  stale?: boolean;
}) {
  return (
    <span className="block text-xs font-normal text-slate-600">
      <time dateTime={day}>{text}</time>
      {stale ? <span className="ml-1 font-semibold text-amber-900">stale</span> : null}
    </span>
  );
}
