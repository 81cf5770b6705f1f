/**
 * Wayfinding for long pages: visible breadcrumbs and a table of contents of
 * plain anchor links (they work without JavaScript). The contents stick beside the text on wide
 * screens (the caller's grid gives them a column from 1280 px) and sit above it on narrow ones.
 */
import { Link } from 'react-router';

export interface Crumb {
  label: string;
  /** Leave out for the page itself, the last crumb. */
  to?: string;
}

export interface OutlineItem {
  /** The id of the heading the link scrolls to. */
  id: string;
  label: string;
}

export function Breadcrumbs({ trail, className = '' }: { trail: Crumb[]; className?: string }) {
  return (
    <nav aria-label="Breadcrumb" className={`text-sm text-slate-600 print:hidden ${className}`}>
      <ol className="flex flex-wrap items-center gap-x-1.5">
        {trail.map((crumb, i) => (
          <li key={crumb.label} className="flex items-center gap-x-1.5">
            {i > 0 ? <span aria-hidden="true">/</span> : null}
            {crumb.to ? (
              <Link
                to={crumb.to}
                className="inline-flex min-h-11 items-center text-brand-800 underline"
              >
                {crumb.label}
              </Link>
            ) : (
              <span aria-current="page" className="font-medium text-slate-800">
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

export function TableOfContents({
  items,
  className = '',
}: {
  items: OutlineItem[];
  className?: string;
}) {
  return (
    <nav
      aria-labelledby="on-this-page"
      className={`rounded-lg border border-slate-200 bg-white px-4 py-3 print:hidden xl:sticky xl:top-20 xl:self-start ${className}`}
    >
      <h2 id="on-this-page" className="text-sm font-semibold text-slate-900">
        On this page
      </h2>
      <ol className="mt-1 flex flex-wrap gap-x-4 text-sm xl:block">
        {items.map((item) => (
          <li key={item.id}>
            <a
              href={`#${item.id}`}
              className="inline-flex min-h-11 items-center text-brand-800 underline"
            >
              {item.label}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
