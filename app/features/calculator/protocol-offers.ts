/**
 * The current offers of the price data (price_observations, read by the editorial reads) as the
 * cost of a protocol needs them: vials sold by the mg, each with the vendor's current lab grade
 * for that peptide. Kits, capsules and water are not vials of one size; the calculator and the
 * peptide pages cost single peptides, the planner blends too (by the dosed peptide's share).
 */
import type { CurrentLabGrade } from '~/data/vendor-types';
import { checkedDateText } from '~/features/prices/price-age';
import { offerCheckedAt, type OfferFields } from '~/features/prices/price-offer';
import { slugify } from '~/utils/site';
import type { CostOffer } from './cycle-cost';

/** A current price (editorial-reads.server.ts, CurrentPrice). */
export type PriceRow = OfferFields;

export interface CostProduct {
  slug: string;
  name: string;
}

const isSinglePeptideVial = (row: PriceRow) => row.unit === 'mg' && !row.peptide.includes('/');

/** The grade fields the cost reads. */
export type GradeRow = Pick<CurrentLabGrade, 'peptide' | 'grade' | 'expiryDate'>;

/** Each single peptide sold by the mg once, by name, its slug as on the peptide pages. */
export function costProducts(rows: readonly PriceRow[]): CostProduct[] {
  const products = new Map<string, CostProduct>();
  for (const row of rows.filter(isSinglePeptideVial)) {
    const slug = slugify(row.peptide);
    if (!products.has(slug)) products.set(slug, { slug, name: row.peptide });
  }
  return [...products.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The offers sold by the mg of one product, by its slug ('AOD 9604' and 'AOD-9604' are one
 * peptide; a blend has its own slug, 'bpc-157-tb-500-blend').
 */
export function costOffersFor(
  rows: readonly PriceRow[],
  grades: ReadonlyMap<string, readonly GradeRow[]>,
  peptideSlug: string,
): CostOffer[] {
  return rows
    .filter((row) => row.unit === 'mg' && slugify(row.peptide) === peptideSlug)
    .map((row) => {
      const grade = grades
        .get(row.vendorSlug)
        ?.find((candidate) => slugify(candidate.peptide) === peptideSlug);
      return {
        vendorName: row.vendorName,
        vendorSlug: row.vendorSlug,
        price: row.price,
        vialMg: row.amount,
        notes: row.notes,
        observedOn: row.observedOn,
        checkedAt: offerCheckedAt(row),
        // Kept until midnight: the wording is the date (price-age.ts).
        seenText: checkedDateText(offerCheckedAt(row)),
        sourceUrl: row.sourceUrl,
        ...(grade ? { grade: grade.grade, gradeExpiresOn: grade.expiryDate } : {}),
      };
    });
}
