/**
 * Derived facts on the vendor detail page and cards (spec: "Vendor detail", "Business constants
 * and limits"). The rules are the spec's; the wording of certifications is editorial.
 */
import type { CurrentLabGrade, PricingRow, Vendor } from '~/data/vendor-types';

/** Coupon wording (spec: "Coupon: 'Get 10% off'"). */
export const couponCardText = 'Get 10% off';
export const couponDetailText = 'Get 10% off your order';

/** Where 'Visit Store' and 'Visit {vendor}' go: the affiliate link when present, else the site. */
export function storeUrl(vendor: Pick<Vendor, 'url' | 'affiliateUrl'>): string {
  return vendor.affiliateUrl ?? vendor.url;
}

/** Quick Facts estimate: trustScore over 85 gives 50-100, over 75 gives 25-50, else 10-25. */
export function employeesEstimate(trustScore: number): string {
  if (trustScore > 85) return '50-100';
  if (trustScore > 75) return '25-50';
  return '10-25';
}

/** Quick Facts shipping: vendors whose range starts at $95 have the higher free-shipping bar. */
export function shippingText(priceRange: string): string {
  return priceRange.includes('$95-')
    ? '$9.99 domestic, Free over $200'
    : '$12.99 domestic, Free over $150';
}

/** The purity the pricing table shows when a row lists none. */
export function purityText(labTested: boolean): string {
  return labTested ? '98-99%' : '95-98%';
}

export const pricingTableLimit = 10;

export const pricingFallbackRow: Required<PricingRow> = {
  peptide: 'Pricing data pending update',
  price: 'Contact vendor',
  purity: 'N/A',
};

/** At most 10 rows, each with a purity; a vendor without prices gets the fallback row. */
export function pricingTableRows(
  vendor: Pick<Vendor, 'pricing' | 'labTested'>,
): Required<PricingRow>[] {
  if (vendor.pricing.length === 0) return [pricingFallbackRow];
  return vendor.pricing.slice(0, pricingTableLimit).map((row) => ({
    peptide: row.peptide,
    price: row.price,
    purity: row.purity ?? purityText(vendor.labTested),
  }));
}

export interface Certification {
  title: string;
  detail: string;
  /** True when the item says something is not listed (shown as a caution, not a check). */
  missing?: boolean;
}

/**
 * What the directory lists about a vendor's testing and labelling. Peptidia certifies nothing;
 * these restate the data (lab-tested flag, testing company, lab grade) in plain words.
 */
export function vendorCertifications(
  vendor: Pick<Vendor, 'labTested' | 'testingCompany' | 'location'>,
  grade:
    | Pick<
        CurrentLabGrade,
        'peptide' | 'grade' | 'gradeDescription' | 'numTests' | 'overallScore' | 'expiryDate'
      >
    | undefined,
  /** Past its re-test day on `today`, a grade is listed as stale, not as a check. */
  today: Date = new Date(),
): Certification[] {
  const list: Certification[] = [];
  if (vendor.labTested && vendor.testingCompany) {
    list.push({
      title: 'Third-party testing',
      detail: `Marked as lab tested in this directory, with results from ${vendor.testingCompany}.`,
    });
  } else {
    list.push({
      missing: true,
      title: 'No third-party testing listed',
      detail:
        'Not marked as lab tested in this directory. Ask the vendor for a current certificate ' +
        'of analysis from an independent lab.',
    });
  }
  if (grade) {
    const stale = isGradeExpired(grade, today);
    const tests =
      grade.overallScore === null
        ? `${testsText(grade.numTests)}.`
        : `${testsText(grade.numTests)}, overall score ${grade.overallScore.toFixed(1)} of 10.`;
    list.push({
      title: `${grade.peptide} lab grade ${grade.grade} (${grade.gradeDescription})${stale ? ', stale' : ''}`,
      detail: stale ? `Re-test was due ${grade.expiryDate}. ${tests}` : tests,
      ...(stale ? { missing: true } : {}),
    });
  }
  list.push({
    title: 'Research use only labelling',
    detail: 'Products are listed for research use only, not for human consumption.',
  });
  list.push({
    title: `Ships from the ${vendor.location}`,
    detail: 'Domestic shipping; check import rules before ordering from another country.',
  });
  return list;
}

/** Fewer than 3 tests is too few to call a grade settled: "limited data". */
export const limitedDataTests = 3;
const testsText = (tests: number) =>
  `${tests} independent test${tests === 1 ? '' : 's'}${tests < limitedDataTests ? ' (limited data)' : ''}`;

// Lives with the grade data since the protocol planner reads it too.
import { isGradeExpired } from '~/data/lab-grades';
export { isGradeExpired };
