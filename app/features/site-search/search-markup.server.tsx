/**
 * The results part of the search page as markup, made on the server for each search: the page
 * around it is the same for every query, and the host keeps it as a frame (decision 0024).
 */
import { renderToStaticMarkup } from 'react-dom/server';
import type { FrameParts } from '~/utils/page-frame.server';
import { SearchResultGroups } from './search-results';
import type { SearchResults } from './search.server';

export const resultsMarkup = (results: SearchResults, text: string): string =>
  renderToStaticMarkup(<SearchResultGroups results={results} text={text} />);

/** A search's parts for the page frame. */
export const searchParts = (results: SearchResults, text: string): FrameParts => ({
  text,
  html: resultsMarkup(results, text),
});
