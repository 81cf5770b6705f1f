/**
 * Everything the vendor detail page shows, built from the vendor, its lab grade and the month of
 * the prices (spec: "Vendor detail"), as the database holds them (issue 14). Runs in the loader,
 * so the browser receives this summary rather than the data.
 */
import type { CurrentLabGrade, PricingRow, Vendor } from '~/data/vendor-types';
import {
  employeesEstimate,
  isGradeExpired,
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
  grade?: CurrentLabGrade & { expired: boolean };
}

/** Shown on every vendor page, before the vendor's own warnings. */
export const standardWarning =
  'Products are sold for research use only, not for human consumption. Confirm a current ' +
  'certificate of analysis before ordering.';

export interface VendorDetailSource {
  vendor: Vendor;
  /** Its grade for the graded peptide (Tirzepatide), if any. */
  grade: CurrentLabGrade | undefined;
  /** 'July 2025': the month of the newest price. */
  pricesAsOf: string;
}

export function vendorDetail(source: VendorDetailSource, today: Date): VendorDetail {
  const { vendor, grade, pricesAsOf } = source;
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
    pricing: pricingTableRows(vendor),
    pricingTotal: vendor.pricing.length,
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
    certifications: vendorCertifications(vendor, grade),
    grade: grade ? { ...grade, expired: isGradeExpired(grade, today) } : undefined,
  };
}
