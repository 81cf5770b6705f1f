/**
 * The derived vendors of a peptide page with what the price data really lists for them (issue
 * 14, point 7). The spec's +5/-3 rule made prices such as "Purified Aminos $53" for BPC-157 while
 * the price table says $32 for 5 mg. Where the price data has an offer of that vendor for that
 * peptide, the page shows the offer with its day (stale after 90 days) and its source; the rule
 * only fills the gaps, and such a price is labelled an estimate.
 */
import { activePrice, type ActivePrice, type LabFigures } from '~/features/prices/active-price';
import { isPriceFresh } from '~/features/prices/freshness';
import { checkedDateText, checkedDay } from '~/features/prices/price-age';
import { offerCheckedAt, type OfferFields } from '~/features/prices/price-offer';
import { slugify } from '~/utils/site';
import type { DerivedVendor } from './derived-vendors';

/** The fields of a current price (editorial-reads.server.ts, CurrentPrice) this reads. */
export type VendorPriceRow = Omit<OfferFields, 'vendorName'>;

export interface ListedOffer {
  /** '5 mg', '60 capsules'. */
  amount: string;
  notes: string | null;
  price: number;
  observedOn: string;
  /** When it was last confirmed (price-age.ts), and as the loader writes it. */
  checkedAt: string;
  seenText: string;
  /** Last confirmed more than 90 days ago. */
  stale: boolean;
  sourceUrl: string | null;
  /** The price per mg of active peptide when a fresh lab result adjusts it (active-price.ts). */
  active?: ActivePrice;
}

/** A derived vendor: its listed offers, or none and then its estimated `price`. */
export interface PeptideVendor extends DerivedVendor {
  offers: ListedOffer[];
}

export function withListedOffers(
  vendors: readonly DerivedVendor[],
  rows: readonly VendorPriceRow[],
  peptideSlug: string,
  today: string,
  labOf: (vendorSlug: string, peptide: string) => LabFigures | undefined = () => undefined,
): PeptideVendor[] {
  const ofPeptide = rows.filter((row) => slugify(row.peptide) === peptideSlug);
  return vendors.map((vendor) => ({
    ...vendor,
    offers: ofPeptide
      .filter((row) => row.vendorSlug === vendor.slug)
      .sort((a, b) => a.amount - b.amount)
      .map((row) => {
        const active = activePrice(row, labOf(vendor.slug, row.peptide), today);
        const checkedAt = offerCheckedAt(row);
        return {
          amount: `${row.amount} ${row.unit}`,
          notes: row.notes,
          price: row.price,
          observedOn: row.observedOn,
          checkedAt,
          // The page is kept until midnight, so its wording is the date (price-age.ts).
          seenText: checkedDateText(checkedAt),
          stale: !isPriceFresh(checkedDay(checkedAt), today),
          sourceUrl: row.sourceUrl,
          ...(active ? { active } : {}),
        };
      }),
  }));
}
