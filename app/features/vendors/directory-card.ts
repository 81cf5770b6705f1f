/**
 * A vendor as its /vendors card shows it: the facts the card prints, its grade with the grade's
 * dates and flags (stale, limited data).
 */
import type { LabGrade, Vendor } from '~/data/vendor-types';
import type { GradeOf } from './directory-query';
import { formatCalendarDay } from '~/utils/calendar-day';
import { isGradeExpired, limitedDataTests, storeUrl } from './vendor-facts';

/** What a directory card shows; the loader sends only this, not the vendors' price lists. */
export interface DirectoryCard {
  slug: string;
  name: string;
  rating: number;
  trustScore: number;
  labTested: boolean;
  testingCompany?: string;
  location: string;
  priceRange: string;
  description: string;
  specialties: string[];
  couponCode?: string;
  storeUrl: string;
  /**
   * The grade with its dates: stale once past its re-test day (the "Grade A Only"
   * filter still keeps a stale A, as the spec's rule says, but the card says it is stale), and
   * "limited data" under three tests.
   */
  grade?: {
    peptide: string;
    grade: LabGrade;
    description: string;
    /**
     * 'Tested Jan 5, 2025, re-test due Jul 5, 2025', written here, not in the browser, and as
     * one text, to keep the directory's HTML within its budget.
     */
    dates: string;
    /** '(stale, limited data)', '(stale)'... or '' when neither applies. */
    flags: string;
  };
}

function gradeFlags(stale: boolean, limitedData: boolean): string {
  const flags = [stale ? 'stale' : '', limitedData ? 'limited data' : ''].filter(Boolean);
  return flags.length > 0 ? ` (${flags.join(', ')})` : '';
}

export function toDirectoryCard(vendor: Vendor, gradeOf: GradeOf, today: Date): DirectoryCard {
  const grade = gradeOf(vendor.slug);
  return {
    slug: vendor.slug,
    name: vendor.name,
    rating: vendor.rating,
    trustScore: vendor.trustScore,
    labTested: vendor.labTested,
    testingCompany: vendor.testingCompany,
    location: vendor.location,
    priceRange: vendor.priceRange,
    description: vendor.description,
    specialties: vendor.specialties,
    couponCode: vendor.couponCode,
    storeUrl: storeUrl(vendor),
    grade: grade
      ? {
          peptide: grade.peptide,
          grade: grade.grade,
          description: grade.gradeDescription,
          dates: `Tested ${formatCalendarDay(grade.testDate)}, re-test due ${formatCalendarDay(grade.expiryDate)}`,
          flags: gradeFlags(isGradeExpired(grade, today), grade.numTests < limitedDataTests),
        }
      : undefined,
  };
}
