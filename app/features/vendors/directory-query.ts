/**
 * The vendor directory's search, sort and filter (spec: "Vendor directory", "Validation rules").
 * Pure functions over the vendors and their grades as the database holds them; the
 * /vendors loader reads the choices from the URL so the server renders the result and a link
 * reproduces it.
 */
import type { LabGrade, Vendor } from '~/data/vendor-types';
import type { DirectoryFilter, DirectoryQuery, DirectorySort } from './directory-options';

/**
 * 'Budget Options' keeps vendors whose entry price (the lower bound of priceRange) is at most
 * this many dollars. docs/decisions/0004-budget-vendors.md explains the choice.
 */
export const budgetEntryPriceMax = 30;

/** Lower bound of a price range such as '$46-165' (46); ranges that do not parse sort last. */
export function priceLowerBound(priceRange: string): number {
  const match = /\$?\s*(\d+(?:\.\d+)?)/.exec(priceRange);
  return match ? Number(match[1]) : Number.POSITIVE_INFINITY;
}

/** Spec grade mapping: A=5, B=4, C=3, D=2, E=1, anything else (or no grade) 0. */
export function gradeScore(grade: string | undefined): number {
  const scores: Record<string, number> = { A: 5, B: 4, C: 3, D: 2, E: 1 };
  return grade !== undefined && Object.hasOwn(scores, grade) ? (scores[grade] ?? 0) : 0;
}

/** A vendor's grade for the graded peptide (Tirzepatide), as the caller's data holds it. */
export interface DirectoryGrade {
  peptide: string;
  grade: LabGrade;
  gradeDescription: string;
  numTests: number;
  /** YYYY-MM-DD. */
  testDate: string;
  /** YYYY-MM-DD: the re-test day, after which the grade is stale. */
  expiryDate: string;
}
export type GradeOf = (vendorSlug: string) => DirectoryGrade | undefined;

/** The directory grades vendors by their one graded peptide (Tirzepatide). */
export function vendorGrade(vendor: Pick<Vendor, 'slug'>, gradeOf: GradeOf): LabGrade | undefined {
  return gradeOf(vendor.slug)?.grade;
}

export function searchVendors<V extends Pick<Vendor, 'name'>>(list: readonly V[], q: string): V[] {
  const needle = q.trim().toLowerCase();
  if (!needle) return [...list];
  return list.filter((vendor) => vendor.name.toLowerCase().includes(needle));
}

export function filterVendors<V extends Vendor>(
  list: readonly V[],
  filter: DirectoryFilter,
  gradeOf: GradeOf,
): V[] {
  switch (filter) {
    case 'grade-a':
      return list.filter((vendor) => vendorGrade(vendor, gradeOf) === 'A');
    case 'lab-tested':
      return list.filter((vendor) => vendor.labTested);
    case 'usa':
      return list.filter((vendor) => vendor.location === 'USA');
    case 'budget':
      return list.filter((vendor) => priceLowerBound(vendor.priceRange) <= budgetEntryPriceMax);
    case 'all':
      return [...list];
  }
}

/**
 * Ties under any sort break by the rating out of 10 (highest first), then by name, so a list
 * sorted by the spec's grade mapping (most vendors share grade A) still reads as sorted.
 */
function byRatingThenName(a: Pick<Vendor, 'rating' | 'name'>, b: Pick<Vendor, 'rating' | 'name'>) {
  return b.rating - a.rating || a.name.localeCompare(b.name, 'en');
}

/**
 * Grade and trust score sort best first, price sorts cheapest entry price first (spec:
 * "Validation rules"); ties as byRatingThenName.
 */
export function sortVendors<V extends Vendor>(
  list: readonly V[],
  sort: DirectorySort,
  gradeOf: GradeOf,
): V[] {
  const primary: Record<DirectorySort, (a: V, b: V) => number> = {
    grade: (a, b) => gradeScore(vendorGrade(b, gradeOf)) - gradeScore(vendorGrade(a, gradeOf)),
    price: (a, b) => priceLowerBound(a.priceRange) - priceLowerBound(b.priceRange),
    trust: (a, b) => b.trustScore - a.trustScore,
  };
  return [...list].sort((a, b) => primary[sort](a, b) || byRatingThenName(a, b));
}

/**
 * The order of the list in words, said once above the cards (a list sorted by the
 * spec's grade mapping alone, where most vendors share grade A, read as unsorted).
 */
export function sortOrderText(sort: DirectorySort): string {
  const keys: Record<DirectorySort, string> = {
    grade: 'lab grade (A first)',
    price: 'lowest entry price',
    trust: 'trust score (highest first)',
  };
  return `Sorted by ${keys[sort]}, then rating out of 10, then name.`;
}

/** Search, then filter, then sort: the list the directory shows for a query. */
export function directoryVendors<V extends Vendor>(
  list: readonly V[],
  query: DirectoryQuery,
  gradeOf: GradeOf,
): V[] {
  const found = filterVendors(searchVendors(list, query.q), query.filter, gradeOf);
  return sortVendors(found, query.sort, gradeOf);
}
