/**
 * Everything the vendor detail page shows, built from the static data (spec: "Vendor detail").
 * Runs in the loader, so the browser receives this summary rather than the data files.
 */
import { labGradeFor, labGradedPeptide } from '~/data/lab-grades';
import { pricesAsOf } from '~/data/prices';
import type { LabGradeRecord, PricingRow } from '~/data/vendor-types';
import { vendorBySlug } from '~/data/vendors';
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
  grade?: LabGradeRecord & { expired: boolean };
}

/** Shown on every vendor page, before the vendor's own warnings. */
export const standardWarning =
  'Products are sold for research use only, not for human consumption. Confirm a current ' +
  'certificate of analysis before ordering.';

export function vendorDetail(slug: string, today: Date): VendorDetail | undefined {
  const vendor = vendorBySlug(slug);
  if (!vendor) return undefined;
  const grade = labGradeFor(vendor.slug, labGradedPeptide);
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
