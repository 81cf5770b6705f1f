/**
 * The current prices, grouped the way /compare-prices and the files have always grouped them:
 * one entry per peptide and dosage, its offers in the order editors entered them, the lowest
 * price per unit among the *fresh* ones marked as best value (docs/data.md, "Prices"). A price
 * older than 90 days is stale and never the best value.
 */
import type { PriceEntry, PriceUnit, VendorPrice } from '~/data/vendor-types';
import { isPriceFresh } from '~/features/prices/freshness';
import { offerCheckedAt, type OfferFields } from '~/features/prices/price-offer';

export type PriceOffer = Omit<OfferFields, 'sourceUrl'>;

/** '5mg' and '30mL', but '10 vials' and '60 capsules', as the files wrote them. */
export function dosageLabel(amount: number, unit: PriceUnit): string {
  return unit === 'mg' || unit === 'mL' ? `${amount}${unit}` : `${amount} ${unit}`;
}

/** Price divided by the amount, rounded to cents. */
export function pricePerUnit(price: number, amount: number): number {
  return Math.round((price / amount) * 100) / 100;
}

/**
 * Offers in the order given (the editors' order), grouped by peptide, amount and unit; `today`
 * (YYYY-MM-DD) decides which prices are still fresh enough to be the best value.
 */
export function priceEntriesFrom(offers: readonly PriceOffer[], today: string): PriceEntry[] {
  const entries = new Map<string, PriceEntry>();
  for (const offer of offers) {
    const dosage = dosageLabel(offer.amount, offer.unit);
    const key = `${offer.peptide}\u0000${dosage}`;
    let entry = entries.get(key);
    if (!entry) {
      entry = { peptide: offer.peptide, dosage, unit: offer.unit, vendors: [] };
      entries.set(key, entry);
    }
    const row: VendorPrice = {
      vendorName: offer.vendorName,
      vendorSlug: offer.vendorSlug,
      price: offer.price,
      pricePerUnit: pricePerUnit(offer.price, offer.amount),
      observedOn: offer.observedOn,
      checkedAt: offerCheckedAt(offer),
    };
    if (offer.notes !== null) row.notes = offer.notes;
    entry.vendors.push(row);
  }
  return [...entries.values()].map((entry) => withBestValue(entry, today));
}

/**
 * The lowest price per unit among the fresh prices; the first entered wins a tie. Two offers at
 * least, as before (one alone is no comparison); none when every price is stale.
 */
function withBestValue(entry: PriceEntry, today: string): PriceEntry {
  if (entry.vendors.length < 2) return entry;
  const fresh = entry.vendors.filter((row) => {
    const checkedAt = row.checkedAt ?? row.observedOn;
    return !checkedAt || isPriceFresh(checkedAt, today);
  });
  if (fresh.length === 0) return entry;
  const best = fresh.reduce((low, row) => (row.pricePerUnit < low.pricePerUnit ? row : low));
  return {
    ...entry,
    bestValue: {
      vendorName: best.vendorName,
      vendorSlug: best.vendorSlug,
      pricePerUnit: best.pricePerUnit,
      dosage: entry.dosage,
    },
  };
}

/**
 * 'July 2025': the month of the oldest current price, for "Prices as of ...". The oldest, so the
 * line never claims a freshness that only some rows have; each newer price shows its own day.
 */
export function pricesAsOfMonth(offers: readonly Pick<PriceOffer, 'observedOn'>[]): string {
  const oldest = offers.reduce<string | undefined>(
    (min, offer) => (min === undefined || offer.observedOn < min ? offer.observedOn : min),
    undefined,
  );
  return monthOfDay(oldest ?? null);
}

/** 'July 2025' for a YYYY-MM-DD day, 'no date' for none. */
export function monthOfDay(day: string | null): string {
  if (!day) return 'no date';
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
