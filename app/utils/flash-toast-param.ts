/**
 * The query parameter that carries a toast across a redirect (`?toast=<key>`, flash-toasts.ts).
 * Its page prints the message in the server's HTML, so the host's page cache never answers nor
 * keeps a request that carries it (server/page-cache.ts).
 */
import { asksForHydrationData } from './hydration-data';

export const flashToastParam = 'toast';

/** A query (after '?') that carries a flash toast. */
export const carriesFlashToast = (search: string) =>
  search.includes(flashToastParam) && new URLSearchParams(search).has(flashToastParam);

/**
 * A query the page cache never answers nor keeps: one for a page's hydration data, or one that
 * carries a flash toast, whose page prints that message and is no page for anyone else.
 */
export const rendersForItself = (search: string) =>
  asksForHydrationData(search) || carriesFlashToast(search);
