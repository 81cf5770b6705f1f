/**
 * The spec's error catalogue: when a list cannot be loaded ("reviews, votes, discussion list,
 * category, pending and stats load failures") the failure is only logged and the list stays
 * empty, so the rest of the page still renders.
 * Not when the database is unavailable: an empty list would look like real content ("No
 * discussions yet") and could be cached, so that failure goes on to the 503 page. Nor a page
 * cache declaration mistake, which is to fail its page (page-cache-checks.server.ts).
 */
import { isDatabaseUnavailable } from './database-errors.server';
import { describeError } from './error-line.server';
import { PageCacheDeclarationError } from './page-cache-checks.server';

export async function loadOrFallback<T>(label: string, load: () => Promise<T>, fallback: T) {
  try {
    return await load();
  } catch (error) {
    if (isDatabaseUnavailable(error) || error instanceof PageCacheDeclarationError) throw error;
    console.error(`[${label}] load failed:`, describeError(error));
    return fallback;
  }
}
