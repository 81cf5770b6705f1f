/** 'seen Nov 24, 2026': the day a price was observed. */
export function SeenOn({ day }: { day: string }) {
  const text = new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return (
    <span className="block text-xs font-normal whitespace-nowrap text-slate-600">
      seen <time dateTime={day}>{text}</time>
    </span>
  );
}
