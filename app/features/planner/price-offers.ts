/**
 * The price data as the planner needs it: products sold by the mg (vials and blends; kits,
 * capsules and water are not vials of one size), each offer with its vial size and the vendor's
 * lab grade for that peptide. Prices are the editorial snapshot of app/data/prices.ts, which the
 * database was seeded from with the day 2025-07-01 (decision 0017): that day is their date here.
 */
import { labGradeFor } from '~/data/lab-grades';
import { priceEntries } from '~/data/prices';
import type { CostOffer } from '~/features/calculator/cycle-cost';
import { slugify } from '~/utils/site';

export interface PlannerProduct {
  key: string;
  name: string;
}

/** The day the files' "July 2025" prices were seeded with. */
export const seededPriceDay = '2025-07-01';

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

/** Every offer for a product. */
export function offersFor(product: PlannerProduct): CostOffer[] {
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
          observedOn: seededPriceDay,
          grade: grade?.grade,
          gradeExpiresOn: grade?.expiryDate,
        };
      }),
    );
}
