/**
 * The search page's results: one group per kind, each hit a link with its passage. Rendered to
 * markup on the server alone (search-markup.server.tsx), so its links are plain anchors; the page
 * follows them in the app (results-markup.tsx).
 */
import { Badge } from '~/components/ui/badge';
import type { CommunityHit } from './community-search.server';
import { markEnd, markStart } from './search-query';
import type { SearchResults, SiteHit } from './search.server';

/** The passage with its matched words in <mark>; the text itself is only ever text. */
export function Highlighted({ snippet }: { snippet: string }) {
  const parts = snippet.split(markStart);
  return (
    <>
      {parts[0]}
      {parts.slice(1).map((part, i) => {
        const [marked = '', rest = ''] = part.split(markEnd);
        return (
          <span key={i}>
            <mark className="rounded-sm bg-amber-100 px-0.5 text-slate-900">{marked}</mark>
            {rest}
          </span>
        );
      })}
    </>
  );
}

const statusBadge = {
  pending: { label: 'Pending review', variant: 'caution' },
  rejected: { label: 'Rejected', variant: 'danger' },
  hidden: { label: 'Hidden', variant: 'danger' },
} as const;

function HitItem({ hit }: { hit: SiteHit | CommunityHit }) {
  // Only its author and admins find content that is not approved: they see which it is.
  const status = 'status' in hit && hit.status !== 'approved' ? statusBadge[hit.status] : null;
  return (
    <li className="py-3">
      <a
        href={hit.href}
        className="font-semibold text-brand-800 underline-offset-2 hover:underline"
      >
        {hit.title}
      </a>
      {status ? (
        <Badge variant={status.variant} className="ml-2">
          {status.label}
        </Badge>
      ) : null}
      <p className="mt-1 text-sm text-slate-700">
        {'snippet' in hit ? <Highlighted snippet={hit.snippet} /> : hit.summary}
      </p>
    </li>
  );
}

const groups = [
  ['peptides', 'Peptides and stacks'],
  ['vendors', 'Vendors'],
  ['guides', 'Guides and articles'],
  ['discussions', 'Discussions'],
  ['comments', 'Comments'],
] as const;

export function SearchResultGroups({ results, text }: { results: SearchResults; text: string }) {
  const shown = groups.filter(([key]) => results[key].length > 0);
  if (shown.length === 0) {
    return (
      <p className="mt-8 text-slate-700">
        No results for “{text}”. Try fewer words, or the start of a word.
      </p>
    );
  }
  return (
    <div className="mt-8 space-y-8">
      {shown.map(([key, title]) => (
        <section key={key} aria-labelledby={`results-${key}`}>
          <h2 id={`results-${key}`} className="text-lg font-bold text-slate-900">
            {title} <span className="font-normal text-slate-600">({results[key].length})</span>
          </h2>
          <ul className="divide-y divide-slate-200">
            {results[key].map((hit) => (
              <HitItem key={hit.href} hit={hit} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
