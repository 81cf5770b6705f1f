/**
 * The price data as the planner needs it: products sold by the mg (vials and blends; kits,
 * capsules and water are not vials of one size), each offer with its vial size and the vendor's
 * lab grade for that peptide. Prices are the editorial snapshot of app/data/prices.ts.
 */
import { isGradeExpired, labGradeFor } from '~/data/lab-grades';
import { priceEntries } from '~/data/prices';
import type { LabGrade } from '~/data/vendor-types';
import { slugify } from '~/utils/site';

export interface PlannerProduct {
  key: string;
  name: string;
}

export interface PriceOffer {
  vendorName: string;
  vendorSlug: string;
  price: number;
  /** mg in one vial, all peptides of a blend together. */
  vialMg: number;
  notes?: string;
  grade?: LabGrade;
  /** The grade's expiry date has not passed. */
  gradeCurrent: boolean;
}

const vialEntries = priceEntries.filter((entry) => entry.unit === 'mg');

export const plannerProducts: PlannerProduct[] = [
  ...new Map(
    vialEntries.map((entry) => [
      slugify(entry.peptide),
      { key: slugify(entry.peptide), name: entry.peptide },
    ]),
  ).values(),
];

export function productByKey(key: string): PlannerProduct | undefined {
  return plannerProducts.find((product) => product.key === key);
}

/** Every offer for a product; grades judged against `today` (YYYY-MM-DD). */
export function offersFor(product: PlannerProduct, today: string): PriceOffer[] {
  const now = new Date(`${today}T00:00:00Z`);
  return vialEntries
    .filter((entry) => entry.peptide === product.name)
    .flatMap((entry) =>
      entry.vendors.map((vendor) => {
        const grade = labGradeFor(vendor.vendorSlug, product.name);
        return {
          vendorName: vendor.vendorName,
          vendorSlug: vendor.vendorSlug,
          price: vendor.price,
          vialMg: Number.parseFloat(entry.dosage),
          notes: vendor.notes,
          grade: grade?.grade,
          gradeCurrent: grade ? !isGradeExpired(grade, now) : false,
        };
      }),
    );
}
