import { Form } from 'react-router';
import type { Route } from './+types/search';
import { ResultsMarkup } from '~/features/site-search/results-markup';
import { searchPage } from '~/features/site-search/search-page.server';
import { searchPageCache } from '~/features/site-search/search.server';
import { maxQueryLength } from '~/features/site-search/search-query';
import { publicPageCache } from '~/utils/http-cache';
import { pageMeta } from '~/utils/meta';

// Kept a minute per query (a popular search is answered from memory), for visitors and for every
// member of a shape alike: a member whose own posts await a decision has no shape (their search
// may find those), so theirs is rendered for them alone. Replaced when the forum changes. A search
// not kept is filled into the page's frame, not rendered whole (the host's `frames`, decision 0024).
export const headers = () => publicPageCache(60, searchPageCache);

export const loader = ({ request, context }: Route.LoaderArgs) => searchPage(request, context);

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, {
    title: loaderData?.text ? `Search: ${loaderData.text}` : 'Search',
    description: 'Search peptides, vendors, guides and community discussions.',
    path: '/search',
    noindex: true,
  });

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { text, message, resultsHtml } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">Search</h1>
      <Form
        method="get"
        action="/search"
        role="search"
        aria-label="New search"
        className="mt-6 flex gap-2"
      >
        <label htmlFor="search-page-q" className="sr-only">
          Search peptides, vendors, guides and discussions
        </label>
        <input
          id="search-page-q"
          name="q"
          type="search"
          defaultValue={text}
          key={text}
          maxLength={maxQueryLength}
          placeholder='Words, or an "exact phrase"'
          aria-describedby={message ? 'search-message' : undefined}
          className="min-h-11 flex-1 rounded-md border border-slate-300 px-3 text-slate-900"
        />
        <button
          type="submit"
          className="min-h-11 rounded-md bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
        >
          Search
        </button>
      </Form>
      {message ? (
        <p id="search-message" role="alert" className="mt-4 text-slate-700">
          {message}
        </p>
      ) : null}
      {resultsHtml !== null ? <ResultsMarkup html={resultsHtml} /> : null}
    </div>
  );
}
