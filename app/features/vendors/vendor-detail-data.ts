/**
 * Everything the vendor detail page shows, built from the vendor, its lab grade and the month of
 * the prices (spec: "Vendor detail"), as the database holds them. Runs in the loader,
 * so the browser receives this summary rather than the data.
 */
import type { CurrentLabGrade, PricingRow, Vendor } from '~/data/vendor-types';
import {
  employeesEstimate,
  isGradeExpired,
  limitedDataTests,
  pricingTableRows,
  shippingText,
  storeUrl,
  vendorCertifications,
  type Certification,
} from './vendor-facts';

export interface VendorDetail {
  slug: string;
  name: string;
  rating: number;
  labTested: boolean;
  testingCompany?: string;
  location: string;
  established: number;
  description: string;
  warnings: string[];
  pricing: Required<PricingRow>[];
  /** How many prices the vendor lists in all; the table shows at most 10. */
  pricingTotal: number;
  pricesAsOf: string;
  pros: string[];
  cons: string[];
  couponCode?: string;
  storeUrl: string;
  /** The store link carries an affiliate code. */
  affiliate: boolean;
  quickFacts: { founded: number; location: string; employees: string; shipping: string };
  shippingSpeed: string;
  certifications: Certification[];
  grade?: GradeView;
}

/** The grade as the panel shows it: its texts made here, so the browser gets no rules. */
export interface GradeView {
  peptide: string;
  grade: CurrentLabGrade['grade'];
  gradeDescription: string;
  /** '10', or '2 (limited data)' under 3 tests. */
  tests: string;
  testDate: string;
  expiryDate: string;
  expired: boolean;
  /** The seeded 0-10 scores ('/10'), then what an editor's result records: purity, content. */
  scores: { label: string; value: string; unit: string }[];
  certificateUrl: string | null;
}

function gradeView(grade: CurrentLabGrade, today: Date): GradeView {
  const scores = [
    { label: 'Overall score', value: grade.overallScore },
    { label: 'Purity score', value: grade.purityScore },
    { label: 'Potency score', value: grade.potencyScore },
    { label: 'Testing company score', value: grade.testingCompanyScore },
  ].flatMap(({ label, value }) =>
    value === null ? [] : [{ label, value: value.toFixed(1), unit: '/10' }],
  );
  if (grade.purityPercent !== null) {
    scores.push({ label: 'Purity', value: String(grade.purityPercent), unit: '%' });
  }
  if (grade.measuredMg !== null && grade.labelMg !== null) {
    const label = 'Measured content';
    scores.push({ label, value: String(grade.measuredMg), unit: ` of ${grade.labelMg} mg` });
  }
  if (grade.lab && grade.overallScore === null)
    scores.push({ label: 'Lab', value: grade.lab, unit: '' });
  return {
    peptide: grade.peptide,
    grade: grade.grade,
    gradeDescription: grade.gradeDescription,
    tests: `${grade.numTests}${grade.numTests < limitedDataTests ? ' (limited data)' : ''}`,
    testDate: grade.testDate,
    expiryDate: grade.expiryDate,
    expired: isGradeExpired(grade, today),
    scores,
    certificateUrl: grade.certificateUrl,
  };
}

/** Shown on every vendor page, before the vendor's own warnings. */
export const standardWarning =
  'Products are sold for research use only, not for human consumption. Confirm a current ' +
  'certificate of analysis before ordering.';

export interface VendorDetailSource {
  vendor: Vendor;
  /** Its grade for the graded peptide (Tirzepatide), if any. */
  grade: CurrentLabGrade | undefined;
  /** 'July 2025': the month of the oldest current price. */
  pricesAsOf: string;
  /**
   * The vendor's offers in the price data, as pricing rows: the table shows them when the vendor
   * record lists none, so the page never says "pending update" while the price data has prices.
   */
  listedPrices?: PricingRow[];
}

export function vendorDetail(source: VendorDetailSource, today: Date): VendorDetail {
  const { vendor, grade, pricesAsOf } = source;
  const pricing = vendor.pricing.length > 0 ? vendor.pricing : (source.listedPrices ?? []);
  return {
    slug: vendor.slug,
    name: vendor.name,
    rating: vendor.rating,
    labTested: vendor.labTested,
    testingCompany: vendor.testingCompany,
    location: vendor.location,
    established: vendor.established,
    description: vendor.description,
    warnings: [standardWarning, ...vendor.warnings],
    pricing: pricingTableRows({ pricing, labTested: vendor.labTested }),
    pricingTotal: pricing.length,
    pricesAsOf,
    pros: vendor.pros,
    cons: vendor.cons,
    couponCode: vendor.couponCode,
    storeUrl: storeUrl(vendor),
    affiliate: Boolean(vendor.affiliateUrl),
    quickFacts: {
      founded: vendor.established,
      location: vendor.city ? `${vendor.city}, ${vendor.location}` : vendor.location,
      employees: employeesEstimate(vendor.trustScore),
      shipping: shippingText(vendor.priceRange),
    },
    shippingSpeed: vendor.shippingSpeed,
    certifications: vendorCertifications(vendor, grade, today),
    grade: grade ? gradeView(grade, today) : undefined,
  };
}
