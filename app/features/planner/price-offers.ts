/**
 * The price data as the planner needs it (the database's current prices, read by its loader):
 * products sold by the mg (vials and blends; kits, capsules and water are not vials of one size)
 * and, for the product the plan names, its offers with the vendor's lab grade. Only that
 * product's offers reach the page; choosing another loads its own (the route's shouldRevalidate).
 */
import type { CostOffer } from '~/features/calculator/cycle-cost';
import { costOffersFor, type GradeRow, type PriceRow } from '~/features/calculator/protocol-offers';
import { slugify } from '~/utils/site';

export interface PlannerProduct {
  key: string;
  name: string;
}

export interface PlannerPrices {
  products: PlannerProduct[];
  /** The product key `offers` belong to ('' for none). */
  product: string;
  offers: CostOffer[];
}

export function plannerPrices(
  rows: readonly PriceRow[],
  grades: ReadonlyMap<string, readonly GradeRow[]>,
  product: string,
): PlannerPrices {
  const products = new Map<string, PlannerProduct>();
  for (const row of rows) {
    const key = slugify(row.peptide);
    if (row.unit === 'mg' && !products.has(key)) products.set(key, { key, name: row.peptide });
  }
  return {
    products: [...products.values()],
    product,
    offers: products.has(product) ? costOffersFor(rows, grades, product) : [],
  };
}
