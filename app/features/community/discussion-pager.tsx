/**
 * The discussions list's links: its address for a category and a cursor, and Previous / Next
 * (cursors, discussion-list.server.ts).
 */
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';

export function listHref(category: string | null, cursor?: { after: string } | { before: string }) {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  if (cursor && 'after' in cursor) params.set('after', cursor.after);
  if (cursor && 'before' in cursor) params.set('before', cursor.before);
  const search = params.toString();
  return `/community/discussions${search ? `?${search}` : ''}`;
}

export const chipClass = (active: boolean) =>
  `inline-flex min-h-11 shrink-0 items-center gap-2 rounded-full border px-3 text-sm font-medium whitespace-nowrap transition-colors duration-150 ${
    active
      ? 'border-brand-700 bg-brand-50 text-brand-900'
      : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-100'
  }`;

export function Pager({
  category,
  previousCursor,
  nextCursor,
}: {
  category: string | null;
  previousCursor: string | null;
  nextCursor: string | null;
}) {
  if (!previousCursor && !nextCursor) return null;
  return (
    <nav
      aria-label="Pages"
      className="mt-8 flex items-center justify-between gap-3 text-sm text-slate-700"
    >
      {previousCursor ? (
        <Link
          to={listHref(category, { before: previousCursor })}
          className={chipClass(false)}
          rel="prev"
        >
          <ChevronLeft aria-hidden="true" className="size-4" /> Previous
        </Link>
      ) : (
        <span />
      )}
      {nextCursor ? (
        <Link
          to={listHref(category, { after: nextCursor })}
          className={chipClass(false)}
          rel="next"
        >
          Next <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
