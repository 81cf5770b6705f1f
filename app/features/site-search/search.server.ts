/**
 * The search page's data: the reference pages from memory (site-index.server.ts) and the forum
 * from the database (community-search.server.ts), grouped by kind; search-page.server.ts makes
 * the page's data of them.
 */
import type { AppLoadContext } from 'react-router';
import { getOptionalUser } from '~/features/auth/session.server';
import { loadOrFallback } from '~/utils/load-or-fallback.server';
import { pageQuery } from '~/utils/page-query.server';
import { searchCommunity, type CommunityHit } from './community-search.server';
import { readSearchQuery } from './search-query';
import { searchSite, type SiteEntry } from './site-index.server';

export type SiteHit = Pick<SiteEntry, 'title' | 'href' | 'summary'>;

/** The search page's cache declaration (routes/search.tsx), which the search's reads follow. */
export const searchPageCache = {
  query: ['q'],
  depends: ['community'],
  variants: 500,
} as const;

export interface SearchResults {
  peptides: SiteHit[];
  vendors: SiteHit[];
  guides: SiteHit[];
  discussions: CommunityHit[];
  comments: CommunityHit[];
}

/** What a search found: a message for a query that is none, or the results. */
export type SearchFound =
  | { text: string; message: string | null; results: null }
  | { text: string; message: null; results: SearchResults };

const perGroup = 8;
const hits = (entries: SiteEntry[]): SiteHit[] =>
  entries.map(({ title, href, summary }) => ({ title, href, summary }));

export async function findResults(request: Request, context: AppLoadContext): Promise<SearchFound> {
  const params = pageQuery(request, context, searchPageCache);
  const read = readSearchQuery(params.get('q'));
  // A first visit (no ?q=) gets the empty box, not an error.
  if (!read.ok)
    return { text: read.text, message: params.has('q') ? read.message : null, results: null };
  const { query } = read;
  const viewer = await getOptionalUser(request, context);
  const { discussions, comments } = await loadOrFallback(
    'search',
    () => searchCommunity(context.db, query, viewer, perGroup),
    { discussions: [], comments: [] },
  );
  return {
    text: query.text,
    message: null,
    results: {
      peptides: hits(searchSite(query, 'peptide', perGroup)),
      vendors: hits(searchSite(query, 'vendor', perGroup)),
      guides: hits(searchSite(query, 'guide', perGroup)),
      discussions,
      comments,
    },
  };
}
