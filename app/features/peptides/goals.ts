/** The home page's goal picker and filter pills (spec: "Home", "States and transitions"). */
import type { PeptideCategory } from '~/data/peptide-types';

export const researchGoals = [
  {
    id: 'healing',
    title: 'Accelerate Healing',
    category: 'Healing',
    summary: 'Tissue repair, recovery and gut-lining research',
  },
  {
    id: 'muscle',
    title: 'Build Muscle Mass',
    category: 'Muscle Growth',
    summary: 'Growth hormone secretagogues and lean-mass studies',
  },
  {
    id: 'fat-loss',
    title: 'Burn Fat Fast',
    category: 'Fat Loss',
    summary: 'Metabolic and weight-management research',
  },
  {
    id: 'cognition',
    title: 'Boost Cognition',
    category: 'Cognitive',
    summary: 'Focus, stress and neuroprotection studies',
  },
] as const satisfies readonly {
  id: string;
  title: string;
  category: PeptideCategory;
  summary: string;
}[];

export type ResearchGoal = (typeof researchGoals)[number];

export const filterOptions = ['All', 'Healing', 'Muscle Growth', 'Fat Loss', 'Cognitive'] as const;
export type CategoryFilter = 'All' | PeptideCategory;

/** Milliseconds between picking a goal and scrolling to the results (spec constant). */
export const goalScrollDelayMs = 300;

/**
 * The home page's state in its URL (`/?goal=healing`, `?category=Fat Loss`, `?slide=3`): the
 * goal cards, filter pills and carousel controls are buttons of plain GET forms, so without
 * JavaScript each one loads the server-rendered state it names.
 */
export const homeQuery = ['goal', 'category', 'slide'] as const;

export function homeStateFromSearch(search: string) {
  const query = new URLSearchParams(search);
  const goal = researchGoals.find((candidate) => candidate.id === query.get('goal')) ?? null;
  const category = filterOptions.find((option) => option === query.get('category'));
  const filter: CategoryFilter = category ?? goal?.category ?? 'All';
  const slide = Number.parseInt(query.get('slide') ?? '', 10);
  return { goal, filter, slide: Number.isSafeInteger(slide) && slide > 0 ? slide - 1 : 0 };
}
