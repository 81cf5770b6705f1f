/**
 * How far the peptide profiles have been checked against their sources, from the data itself:
 * how many of them carry a review, and the latest review date.
 */
import type { DetailedPeptideProfile } from '~/data/peptide-types';

export interface ReviewSummary {
  checked: number;
  total: number;
  /** The latest review date (ISO), or null while no profile has been checked. */
  latest: string | null;
}

export function reviewSummary(profiles: readonly DetailedPeptideProfile[]): ReviewSummary {
  const dates = profiles.flatMap((profile) => (profile.review ? [profile.review.date] : []));
  // ISO dates sort as text.
  const latest = dates.reduce<string | null>((max, date) => (max && max > date ? max : date), null);
  return { checked: dates.length, total: profiles.length, latest };
}
