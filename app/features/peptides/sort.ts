/**
 * Ordering rules of the catalogue (spec: "Home", "Peptide database"): by popularity, highest
 * first; ties by name so the order is the same on the server and in the browser.
 */
import type { PeptideCategory } from '~/data/peptide-types';

interface Ranked {
  name: string;
  popularity: number;
}

export function byPopularityDesc<T extends Ranked>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => b.popularity - a.popularity || a.name.localeCompare(b.name));
}

/** The spec's category section cap. */
export const categorySectionLimit = 6;

/** Up to `limit` entries of one category, most popular first. */
export function topInCategory<T extends Ranked & { category: readonly PeptideCategory[] }>(
  items: readonly T[],
  category: PeptideCategory,
  limit = categorySectionLimit,
): T[] {
  return byPopularityDesc(items.filter((item) => item.category.includes(category))).slice(0, limit);
}
