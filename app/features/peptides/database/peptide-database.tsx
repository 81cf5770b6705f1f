/**
 * The peptide database (spec: "Peptide database"): search over name, description and benefits,
 * the two featured stacks, results by popularity, and the empty state. Results are filtered on
 * the server for ?q= and in the browser while typing, with the same function.
 */
import { Search } from 'lucide-react';
import { useCallback } from 'react';
import { Notice } from '~/components/ui/notice';
import { ScoreLegend } from '~/components/ui/score-legend';
import { PeptideCard } from '../peptide-card';
import { searchPeptides } from '../search';
import { peptideCardLegend, stackCardLegend } from '../score-legends';
import { StackCard } from '../stack-card';
import type { FeaturedStackData, PeptideCardData } from '../types';
import { useSearchQuery } from './use-search-query';

function SearchForm({ query, onChange }: { query: string; onChange: (query: string) => void }) {
  return (
    <form
      role="search"
      action="/peptides"
      method="get"
      className="mt-6"
      onSubmit={(event) => event.preventDefault()}
    >
      <label htmlFor="peptide-search" className="block text-sm font-semibold text-slate-800">
        Search peptides
      </label>
      <div className="relative mt-1">
        <input
          id="peptide-search"
          type="search"
          name="q"
          value={query}
          onChange={(event) => onChange(event.target.value)}
          placeholder="Search peptides..."
          autoComplete="off"
          className="min-h-11 w-full rounded-md border border-slate-300 bg-white py-2 pr-3 pl-10 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-700"
        />
        {/* The box's magnifier submits it: results follow the typing, and without JavaScript
            the form goes to the server. */}
        <button
          type="submit"
          aria-label="Search"
          className="absolute inset-y-0 left-0 flex w-11 items-center justify-center text-slate-500"
        >
          <Search aria-hidden="true" className="size-5" />
        </button>
      </div>
    </form>
  );
}

/** The featured stacks, and the sprite of the shield every card of the page draws. */
function FeaturedStacks({ featured }: { featured: FeaturedStackData[] }) {
  return (
    <section aria-labelledby="featured-stacks">
      <h2 id="featured-stacks" className="text-2xl font-bold text-slate-900">
        Featured Stacks
      </h2>
      <ScoreLegend items={stackCardLegend} section="stack-score" className="mt-1" />
      <div className="mt-4 grid grid-cols-1 gap-4 md:grid-cols-2">
        {featured.map((stack) => (
          <StackCard key={stack.name} stack={stack} />
        ))}
      </div>
    </section>
  );
}

export function PeptideDatabase({
  peptides,
  featured,
}: {
  peptides: PeptideCardData[];
  featured: FeaturedStackData[];
}) {
  const countResults = useCallback(
    (query: string) => searchPeptides(peptides, query).length,
    [peptides],
  );
  const { query, setQuery } = useSearchQuery(countResults);
  const results = searchPeptides(peptides, query);

  return (
    <div className="mx-auto max-w-7xl space-y-10 px-4 py-8 sm:px-6 sm:py-10">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Peptide Database</h1>
        <p className="mt-3 text-slate-700">
          Every peptide in the reference, most popular first. Each profile states whether the
          evidence comes from cell, animal or human studies.
        </p>
        <SearchForm query={query} onChange={setQuery} />
      </header>

      <FeaturedStacks featured={featured} />

      <section aria-labelledby="peptide-results-heading">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="peptide-results-heading" className="text-2xl font-bold text-slate-900">
            {query.trim() ? 'Search Results' : 'All Peptides'}
          </h2>
          <p role="status" className="tabular text-sm text-slate-600">
            {results.length === peptides.length
              ? `${peptides.length} peptides`
              : `${results.length} of ${peptides.length} peptides`}
          </p>
        </div>
        <ScoreLegend items={peptideCardLegend} section="verified" className="mt-1" />
        {results.length > 0 ? (
          <div className="mt-4 grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
            {results.map((peptide) => (
              <PeptideCard key={peptide.slug} peptide={peptide} variant="full" />
            ))}
          </div>
        ) : (
          <Notice className="mt-4">No peptides found matching your search.</Notice>
        )}
      </section>
    </div>
  );
}
