/**
 * The search box's text, kept in the URL as ?q= so results render on the server and links can
 * be shared. Typing filters at once; the URL follows after a short pause (replace, so Back
 * leaves the page instead of stepping through keystrokes) and a search event is recorded then.
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { trackSearch } from '~/utils/analytics';

export const searchSettleMs = 400;

interface SearchBoxState {
  fromSearchBox?: boolean;
}

export function useSearchQuery(countResults: (query: string) => number) {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const urlQuery = searchParams.get('q') ?? '';
  const [query, setQuery] = useState(urlQuery);
  const [seenLocationKey, setSeenLocationKey] = useState(location.key);
  const lastTracked = useRef<string | null>(null);

  // Another navigation (a link to /peptides, Back) changed the URL: the box follows it.
  if (location.key !== seenLocationKey) {
    setSeenLocationKey(location.key);
    if (!(location.state as SearchBoxState | null)?.fromSearchBox) setQuery(urlQuery);
  }

  const trimmed = query.trim();
  useEffect(() => {
    const timer = window.setTimeout(() => {
      if (trimmed !== urlQuery) {
        setSearchParams(trimmed ? { q: trimmed } : {}, {
          replace: true,
          preventScrollReset: true,
          state: { fromSearchBox: true } satisfies SearchBoxState,
        });
      }
      if (trimmed && trimmed !== lastTracked.current) {
        lastTracked.current = trimmed;
        trackSearch(trimmed, countResults(trimmed));
      }
    }, searchSettleMs);
    return () => window.clearTimeout(timer);
  }, [trimmed, urlQuery, setSearchParams, countResults]);

  return { query, setQuery };
}
