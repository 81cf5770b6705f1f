/**
 * Previous and Next on the Members page: plain links that keep the search text, so they work
 * before the app starts, or without it.
 */
import { Link } from 'react-router';

function pageHref(text: string, cursor: { after: string } | { before: string }) {
  const params = new URLSearchParams();
  if (text) params.set('q', text);
  for (const [name, value] of Object.entries(cursor)) params.set(name, value);
  return `?${params}`;
}

export function MemberPages(props: {
  text: string;
  previousCursor: string | null;
  nextCursor: string | null;
}) {
  const { text, previousCursor, nextCursor } = props;
  if (!previousCursor && !nextCursor) return null;
  return (
    <nav aria-label="Member pages" className="mt-6 flex justify-between">
      {previousCursor ? (
        <Link to={pageHref(text, { before: previousCursor })} className="text-brand-700 underline">
          Previous
        </Link>
      ) : (
        <span />
      )}
      {nextCursor ? (
        <Link to={pageHref(text, { after: nextCursor })} className="text-brand-700 underline">
          Next
        </Link>
      ) : null}
    </nav>
  );
}
