/**
 * The search page's data: the results as markup made on the server (search-markup.server.tsx).
 * The page around them is the same for every query, so the host keeps it as a frame, and a search
 * nobody made before fills only its own parts into it instead of rendering the page (decision
 * 0024): search this way costs its database work and a small piece of markup.
 */
import type { AppLoadContext } from 'react-router';
import { framePartToken, type FrameParts } from '~/utils/page-frame.server';
import { resultsMarkup, searchParts } from './search-markup.server';
import { findResults } from './search.server';

/** The page's data: the results as markup. */
export interface SearchPageData {
  text: string;
  message: string | null;
  resultsHtml: string | null;
}

/** The loader's data; for the host's frame, the tokens of the parts each search fills in. */
export async function searchPage(
  request: Request,
  context: AppLoadContext,
): Promise<SearchPageData> {
  if (context.frame) {
    const [text, resultsHtml] = [framePartToken('text'), framePartToken('html')];
    return { text, message: null, resultsHtml };
  }
  const { text, message, results } = await findResults(request, context);
  return { text, message, resultsHtml: results ? resultsMarkup(results, text) : null };
}

/**
 * A search's parts for the frame; null for a query that is none (its message page is rendered
 * whole, and then kept as any other).
 */
export async function searchPageParts(
  request: Request,
  context: AppLoadContext,
): Promise<FrameParts | null> {
  const { text, results } = await findResults(request, context);
  return results ? searchParts(results, text) : null;
}
