/**
 * The 12 vendor cards of /compare-prices (spec: "Vendor comparison"): rating, reputation label,
 * lab tested, USA shipping, coupon, the lowest listed price for five peptides, pros and cons.
 */
import { comparisonPeptides, lowestPriceFor } from '~/data/prices';
import type { PriceEntry, Vendor } from '~/data/vendor-types';

export type ReputationLabel = 'Excellent' | 'Very Good' | 'Good';

/** Spec: rating 9 or more Excellent, 8 or more Very Good, else Good. */
export function reputationLabel(rating: number): ReputationLabel {
  if (rating >= 9) return 'Excellent';
  if (rating >= 8) return 'Very Good';
  return 'Good';
}

export interface ComparisonCard {
  slug: string;
  name: string;
  rating: number;
  reputation: ReputationLabel;
  labTested: boolean;
  shipsInUsa: boolean;
  couponCode?: string;
  /** undefined price: the vendor lists no plain vial of that peptide in the price table. */
  lowestPrices: { peptide: string; price?: number }[];
  pros: string[];
  cons: string[];
}

/** One vendor's card, its lowest prices from the current price entries. */
export function comparisonCard(vendor: Vendor, entries: readonly PriceEntry[]): ComparisonCard {
  return {
    slug: vendor.slug,
    name: vendor.name,
    rating: vendor.rating,
    reputation: reputationLabel(vendor.rating),
    labTested: vendor.labTested,
    shipsInUsa: vendor.location === 'USA',
    couponCode: vendor.couponCode,
    lowestPrices: comparisonPeptides.map((peptide) => ({
      peptide,
      price: lowestPriceFor(vendor.slug, peptide, entries),
    })),
    pros: vendor.pros,
    cons: vendor.cons,
  };
}
