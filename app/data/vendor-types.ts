/**
 * Shapes of the vendor, lab-grade and price reference data (spec: public-reference-area.md,
 * "Vendor directory", "Vendor detail", "Vendor comparison" and "Entities and their fields").
 * The data is static and editorial; these types and the tests keep the files consistent.
 */

/** The four directory groups (spec: "12, all in the USA, in four groups"). */
export const vendorGroups = ['Top Rated', 'Established', 'Budget-Friendly', 'Specialty'] as const;
export type VendorGroup = (typeof vendorGroups)[number];

/** One row of the vendor detail pricing table (Peptide, Price, Purity). */
export interface PricingRow {
  /** Peptide and amount as listed, e.g. 'BPC-157 5mg'. */
  peptide: string;
  /** Display text such as '$48'; text because the fallback row shows 'Contact vendor'. */
  price: string;
  /** Listed purity such as '99%'; when absent the page derives 98-99% or 95-98% from labTested. */
  purity?: string;
}

export interface Vendor {
  id: number;
  name: string;
  slug: string;
  /** Out of 10. */
  rating: number;
  /** 0-100; also drives the Quick Facts employee estimate on the detail page. */
  trustScore: number;
  labTested: boolean;
  /** Independent lab named on the lab-tested badge; only set when labTested is true. */
  testingCompany?: string;
  /** Text like '$46-165'; the directory's price sort uses the lower bound. */
  priceRange: string;
  location: string;
  city?: string;
  /** Founding year. */
  established: number;
  shippingSpeed: string;
  description: string;
  specialties: string[];
  pros: string[];
  cons: string[];
  /** Vendor detail warnings box; may be empty. */
  warnings: string[];
  url: string;
  /** Preferred over url by 'Visit Store' when present. */
  affiliateUrl?: string;
  couponCode?: string;
  group: VendorGroup;
  /** Vendor detail table; the page shows at most 10 rows and a fallback row when empty. */
  pricing: PricingRow[];
}

export const labGrades = ['A', 'B', 'C', 'D', 'E'] as const;
export type LabGrade = (typeof labGrades)[number];

/** Labels shown next to each grade, also in the directory's attribution box. */
export const labGradeDescriptions: Record<LabGrade, string> = {
  A: 'Great',
  B: 'Good',
  C: 'Okay',
  D: 'Poor',
  E: 'Bad',
};

/** Independent lab grading of one vendor for one peptide (only Tirzepatide is graded). */
export interface LabGradeRecord {
  peptide: string;
  grade: LabGrade;
  gradeDescription: string;
  numTests: number;
  /** Scores are on a 0-10 scale. */
  overallScore: number;
  purityScore: number;
  potencyScore: number;
  /** ISO date (YYYY-MM-DD). */
  testDate: string;
  /** ISO date (YYYY-MM-DD) after which the grade is considered stale. */
  expiryDate: string;
  testingCompanyScore: number;
}

/**
 * A vendor's current grade as the database holds it: the seeded records carry the
 * editorial scores; a result an editor adds carries what the certificate says instead.
 */
export interface CurrentLabGrade extends Omit<
  LabGradeRecord,
  'overallScore' | 'purityScore' | 'potencyScore' | 'testingCompanyScore'
> {
  overallScore: number | null;
  purityScore: number | null;
  potencyScore: number | null;
  testingCompanyScore: number | null;
  lab: string | null;
  purityPercent: number | null;
  labelMg: number | null;
  measuredMg: number | null;
  certificateUrl: string | null;
}

export const priceUnits = ['mg', 'mL', 'vials', 'capsules'] as const;
export type PriceUnit = (typeof priceUnits)[number];

export interface VendorPrice {
  vendorName: string;
  vendorSlug: string;
  /** USD. */
  price: number;
  /** price divided by the numeric amount of the dosage, rounded to 2 decimals. */
  pricePerUnit: number;
  /** Variant notes such as 'no DAC' or 'with DAC'. */
  notes?: string;
  /** YYYY-MM-DD the price was seen (database rows; the files hold one month for all). */
  observedOn?: string;
  /** When it was last confirmed (price-age.ts); absent reads as `observedOn`. */
  checkedAt?: string;
}

export interface BestValue {
  vendorName: string;
  vendorSlug: string;
  pricePerUnit: number;
  dosage: string;
}

/** One row of the /compare-prices table: one peptide at one dosage across vendors. */
export interface PriceEntry {
  peptide: string;
  /** Amount plus unit, e.g. '5mg', '30mL', '10 vials', '60 capsules'. */
  dosage: string;
  unit: PriceUnit;
  vendors: VendorPrice[];
  /** The vendor with the lowest pricePerUnit; present whenever 2 or more vendors are listed. */
  bestValue?: BestValue;
}
