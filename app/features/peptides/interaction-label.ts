/**
 * The spec shows four interaction labels (Synergistic, Compatible, Avoid Combination, Unknown)
 * while the profiles record ten finer values. Each value maps to the label a
 * reader should act on; the profile's description beside the badge keeps the nuance.
 */
import type { InteractionValue } from '~/data/peptide-types';

export const interactionLabels = [
  'Synergistic',
  'Compatible',
  'Avoid Combination',
  'Unknown',
] as const;
export type InteractionLabel = (typeof interactionLabels)[number];

const labelOf: Record<InteractionValue, InteractionLabel> = {
  Synergistic: 'Synergistic',
  'Potentially Synergistic': 'Synergistic',
  Compatible: 'Compatible',
  'Generally Compatible': 'Compatible',
  // Only bacteriostatic water is 'Required' (the diluent of a blend): it is compatible.
  Required: 'Compatible',
  'Avoid Combination': 'Avoid Combination',
  Avoid: 'Avoid Combination',
  // The same mechanism twice adds side effects without benefit (the descriptions say so).
  Redundant: 'Avoid Combination',
  // Each names a real risk (low blood sugar, stacked receptor effects): the cautious label.
  'Use Caution': 'Avoid Combination',
  // Untested together or watch-and-see: neither known safe nor known harmful.
  Monitor: 'Unknown',
};

/** The spec's label for a recorded value; anything not recorded is 'Unknown'. */
export function interactionLabel(value: string): InteractionLabel {
  return labelOf[value as InteractionValue] ?? 'Unknown';
}
