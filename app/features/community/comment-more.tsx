/**
 * "Show more comments": a link to the next page of comments (?comments=<cursor>), so it works
 * without JavaScript; with it, the next page is fetched and appended in place.
 */
import { useState, type MouseEvent } from 'react';
import { Link, useFetcher, useLocation } from 'react-router';
import type { CommentPageData, CommentThread } from './types';

const linkClass =
  'inline-flex min-h-11 items-center rounded-md border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-100';

interface AppendedPages {
  /** The last page appended, so that each is appended once. */
  from: CommentPageData | undefined;
  threads: CommentThread[];
  next: string | null;
}

/** The loader's page, then every page appended since; a thread already shown is not repeated. */
export function useCommentPages(page: CommentPageData) {
  const { pathname } = useLocation();
  const fetcher = useFetcher<{ comments: CommentPageData }>();
  const [more, setMore] = useState<AppendedPages>({ from: undefined, threads: [], next: null });
  const loaded = fetcher.state === 'idle' ? fetcher.data?.comments : undefined;
  // Each page fetched is appended once, while rendering (no effect: nothing outside React).
  if (loaded && more.from !== loaded) {
    const known = new Set(more.threads.map((thread) => thread.id));
    const fresh = loaded.threads.filter((thread) => !known.has(thread.id));
    setMore({ from: loaded, threads: [...more.threads, ...fresh], next: loaded.nextCursor });
  }
  const seen = new Set(page.threads.map((thread) => thread.id));
  const appended = more.threads.filter((thread) => !seen.has(thread.id));
  const nextCursor = more.from ? more.next : page.nextCursor;
  const loadMore = (event: MouseEvent) => {
    if (!nextCursor) return;
    event.preventDefault();
    void fetcher.load(`${pathname}?comments=${nextCursor}`);
  };
  return {
    threads: [...page.threads, ...appended],
    nextCursor,
    loadMore,
    loadingMore: fetcher.state !== 'idle',
  };
}

export function ShowMoreComments({
  cursor,
  onClick,
  loading,
}: {
  cursor: string | null;
  onClick: (event: MouseEvent) => void;
  loading: boolean;
}) {
  if (!cursor) return null;
  return (
    <p className="mt-6 text-center">
      <a
        href={`?comments=${cursor}#comments-heading`}
        onClick={onClick}
        aria-disabled={loading || undefined}
        className={linkClass}
      >
        {loading ? 'Loading comments…' : 'Show more comments'}
      </a>
    </p>
  );
}

/** On a page that starts later in the thread: the way back to its first comments. */
export function ShowEarlierComments() {
  const { pathname } = useLocation();
  return (
    <p className="mt-6">
      <Link to={`${pathname}#comments-heading`} className={linkClass}>
        Show earlier comments
      </Link>
    </p>
  );
}
