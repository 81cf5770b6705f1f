/**
 * One vendor's offers as its page shows them: each offer (peptide,
 * amount, unit, variant) with its current price (the newest observation), price per unit, the
 * active-peptide figure, whether it is stale, and its history, oldest first.
 */
import type { PriceUnit } from '~/data/vendor-types';
import { activePrice, type ActivePrice, type LabFigures } from './active-price';
import { isPriceFresh } from './freshness';
import { confirmedAt } from './price-age';
import type { OfferFields } from './price-offer';

export type PriceObservation = { id: number } & Pick<
  OfferFields,
  'peptide' | 'amount' | 'unit' | 'notes' | 'price' | 'observedOn' | 'source'
>;

/** One offer of a vendor: peptide, amount, unit and variant. */
export const offerKey = (row: {
  peptide: string;
  amount: number;
  unit: string;
  notes: string | null;
}) => [row.peptide, row.amount, row.unit, row.notes ?? ''].join('\u0000');

export interface HistoryPoint {
  day: string;
  price: number;
}

export interface VendorOffer {
  /** Unique on the page, for anchors: 'offer-12' (the offer's first observation). */
  id: string;
  peptide: string;
  /** '5mg', '10 vials'. */
  dosage: string;
  unit: PriceUnit;
  notes: string | null;
  price: number;
  pricePerUnit: number;
  observedOn: string;
  /** When it was last confirmed (price-age.ts): its feed's last check, or `observedOn`. */
  checkedAt: string;
  stale: boolean;
  active?: ActivePrice;
  /** Every observation, oldest first; one point means "no history yet". */
  history: HistoryPoint[];
}

const dosageOf = (amount: number, unit: PriceUnit) =>
  unit === 'mg' || unit === 'mL' ? `${amount}${unit}` : `${amount} ${unit}`;

/**
 * Offers from a vendor's observations (any order); the newest day wins, then the newest entry.
 * `labOf` gives the vendor's lab result for a peptide.
 */
export function vendorOffers(
  observations: readonly PriceObservation[],
  today: string,
  labOf: (peptide: string) => LabFigures | undefined,
  feedChecks: ReadonlyMap<string, string> = new Map(),
): VendorOffer[] {
  const byOffer = new Map<string, PriceObservation[]>();
  for (const row of observations) {
    const key = offerKey(row);
    byOffer.set(key, [...(byOffer.get(key) ?? []), row]);
  }
  const offers = [...byOffer.values()].map((rows) => {
    const sorted = [...rows].sort(
      (a, b) => a.observedOn.localeCompare(b.observedOn) || a.id - b.id,
    );
    const first = Math.min(...rows.map((row) => row.id));
    const current = sorted.at(-1)!;
    const active = activePrice(current, labOf(current.peptide), today);
    const checkedAt = confirmedAt(
      current.source ?? 'editor',
      current.observedOn,
      feedChecks.get(offerKey(current)),
    );
    return {
      id: `offer-${first}`,
      first,
      peptide: current.peptide,
      dosage: dosageOf(current.amount, current.unit),
      unit: current.unit,
      notes: current.notes,
      price: current.price,
      pricePerUnit: Math.round((current.price / current.amount) * 100) / 100,
      observedOn: current.observedOn,
      checkedAt,
      stale: !isPriceFresh(checkedAt, today),
      ...(active ? { active } : {}),
      history: sorted.map((row) => ({ day: row.observedOn, price: row.price })),
    };
  });
  return offers.sort((a, b) => a.first - b.first).map(({ first: _first, ...offer }) => offer);
}
