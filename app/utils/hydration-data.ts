/**
 * A public page is sent without React Router's hydration data, which its app fetches when it
 * starts (decision 0029): the page's address with this query parameter answers that data, as
 * JSON, instead of the page. The host never answers it from its page cache.
 */
export const hydrationDataParam = '_hydration';

/** A query (after '?') that asks for a page's hydration data: the page cache never answers it. */
export const asksForHydrationData = (search: string) =>
  search.includes(hydrationDataParam) && new URLSearchParams(search).has(hydrationDataParam);
