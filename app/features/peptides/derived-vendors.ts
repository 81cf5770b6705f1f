/**
 * Vendors of a derived detail (spec: "Simple peptide record" and "Business constants"): three
 * vendors rated 9.1, 8.7 and 8.3, priced at the first number of the price, that number +5 and
 * that number -3. The three are the directory's vendors with exactly those ratings (Peptide
 * Sciences, Purified Aminos, Omegamino), so a rating here never contradicts a vendor page;
 * derived-vendors.test.ts checks that against app/data/vendors.ts.
 */
import type { VendorSlug } from '~/data/vendor-slugs';
import { vendorBySlug } from '~/data/vendors';

export interface DerivedVendor {
  name: string;
  slug: VendorSlug;
  /** Price text such as '$53'. */
  price: string;
  tested: boolean;
  rating: number;
}

export const derivedVendorRules = [
  { slug: 'peptide-sciences', priceAdjustment: 0, rating: 9.1 },
  { slug: 'purified-aminos', priceAdjustment: 5, rating: 8.7 },
  { slug: 'omegamino', priceAdjustment: -3, rating: 8.3 },
] as const satisfies readonly { slug: VendorSlug; priceAdjustment: number; rating: number }[];

/** The first number in a price text: '$45' gives 45, '$135-$165' gives 135. */
export function firstPriceNumber(price: string | number): number | null {
  if (typeof price === 'number') return Number.isFinite(price) ? price : null;
  const match = /\d+(?:\.\d+)?/.exec(price.replace(/,/g, ''));
  return match ? Number(match[0]) : null;
}

function formatPrice(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return `$${Number.isInteger(rounded) ? rounded : rounded.toFixed(2)}`;
}

/** The three derived vendors for a price, or none when the price has no number in it. */
export function deriveVendors(price: string | number): DerivedVendor[] {
  const base = firstPriceNumber(price);
  if (base === null) return [];
  return derivedVendorRules.map((rule) => {
    const vendor = vendorBySlug(rule.slug);
    if (!vendor) throw new Error(`Unknown vendor in derived vendor rules: ${rule.slug}`);
    return {
      name: vendor.name,
      slug: rule.slug,
      price: formatPrice(Math.max(0, base + rule.priceAdjustment)),
      tested: vendor.labTested,
      rating: rule.rating,
    };
  });
}
