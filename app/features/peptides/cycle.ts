/**
 * Cycle duration of a derived detail (spec: "States and transitions"): Fat Loss 8-16 weeks,
 * Healing 4-8 weeks, anything else 3-6 months. A peptide in both Fat Loss and Healing takes the
 * Fat Loss value, the first rule the spec names.
 */
import type { PeptideCategory } from '~/data/peptide-types';

export function deriveCycleDuration(categories: readonly PeptideCategory[]): string {
  if (categories.includes('Fat Loss')) return '8-16 weeks';
  if (categories.includes('Healing')) return '4-8 weeks';
  return '3-6 months';
}
