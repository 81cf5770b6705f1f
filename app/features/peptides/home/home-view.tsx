/**
 * The home screen (spec: "Home"). Everything is rendered on the server; the goal and the filter
 * are the only client state, starting from the URL (goals.ts: without JavaScript every control
 * loads the state it names). Picking a goal sets the filter and scrolls to the results after
 * 300 ms; 'Choose Different Goal' returns to no goal and All.
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Notice } from '~/components/ui/notice';
import {
  goalScrollDelayMs,
  homeStateFromSearch,
  type CategoryFilter,
  type ResearchGoal,
} from '../goals';
import type { CarouselItem, CategorySection } from '../types';
import { CategorySections } from './category-sections';
import { FilterPills } from './filter-pills';
import { GoalPicker } from './goal-picker';
import { HomeSidebar } from './home-sidebar';
import { NewToPeptides } from './new-to-peptides';
import { PeptideCarousel } from './peptide-carousel';

/** The picked goal and the filter; a pick scrolls to the results after 300 ms. */
function useGoal(initial: { goal: ResearchGoal | null; filter: CategoryFilter }) {
  const [goal, setGoal] = useState<ResearchGoal | null>(initial.goal);
  const [filter, setFilter] = useState<CategoryFilter>(initial.filter);
  const resultsRef = useRef<HTMLElement>(null);
  const scrollTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(scrollTimer.current), []);

  function scrollToResults() {
    const results = resultsRef.current;
    if (!results) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    results.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    results.focus({ preventScroll: true });
  }

  function pickGoal(picked: ResearchGoal) {
    setGoal(picked);
    setFilter(picked.category);
    window.clearTimeout(scrollTimer.current);
    scrollTimer.current = window.setTimeout(scrollToResults, goalScrollDelayMs);
  }

  function resetGoal() {
    window.clearTimeout(scrollTimer.current);
    setGoal(null);
    setFilter('All');
  }
  return { goal, filter, setFilter, resultsRef, scrollToResults, pickGoal, resetGoal };
}

function HomeHeader() {
  return (
    <header className="max-w-3xl">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        Research Peptide Reference
      </h1>
      <p className="mt-3 text-base text-slate-700">
        Profiles of research peptides with the level of evidence behind each claim (cell, animal or
        human studies), vendor lab grades and price comparisons.
      </p>
      <Notice className="mt-4">
        For research and education only. Not for human consumption and not medical advice.
      </Notice>
    </header>
  );
}

export function HomeView({
  carousel,
  sections,
}: {
  carousel: CarouselItem[];
  sections: CategorySection[];
}) {
  const { search } = useLocation();
  const [initial] = useState(() => homeStateFromSearch(search));
  const { goal, filter, setFilter, resultsRef, scrollToResults, pickGoal, resetGoal } =
    useGoal(initial);

  return (
    <div className="mx-auto max-w-7xl space-y-10 px-4 py-8 sm:px-6 sm:py-10">
      {/* Past the goal cards and the carousel's 14 controls, straight to the catalogue (35 tab stops came before the first card). */}
      <a href="#peptide-results" className="skip-link">
        Skip to peptides
      </a>
      <HomeHeader />

      <GoalPicker
        selected={goal}
        onPick={pickGoal}
        onViewResults={scrollToResults}
        onReset={resetGoal}
      />

      <NewToPeptides />

      {/* Not a landmark of its own: the carousel inside is the region (axe: landmark-unique). */}
      <div>
        <h2 id="popular-heading" className="text-xl font-semibold text-slate-900">
          Most Popular Peptides
        </h2>
        <PeptideCarousel
          items={carousel}
          label="Most popular peptides"
          start={initial.slide}
          action="/#popular-heading"
        />
      </div>

      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <section
          id="peptide-results"
          ref={resultsRef}
          tabIndex={-1}
          aria-label="Peptides by category"
          className="scroll-mt-20 space-y-6 outline-none"
        >
          <FilterPills value={filter} goal={goal} onChange={setFilter} />
          <CategorySections sections={sections} filter={filter} />
        </section>
        <HomeSidebar />
      </div>
    </div>
  );
}
