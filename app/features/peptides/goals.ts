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
