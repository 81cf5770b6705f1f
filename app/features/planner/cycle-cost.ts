/**
 * Cost per cycle and per week from the price data: for every offer, the vials of that size the
 * cycle uses (storage window included) times its price; the cheapest overall, and the cheapest
 * from a vendor with a current A or B lab grade for the peptide, when grades exist for it.
 */
import type { PriceOffer } from './price-offers';
import type { DoseEvent } from './schedule';
import { countVials, type VialCount } from './vials';

export interface CostedOffer {
  offer: PriceOffer;
  vials: VialCount;
  cycleCost: number;
  weekCost: number;
}

export type GradedCost =
  | { kind: 'offer'; cost: CostedOffer }
  /** No vendor has a lab grade for this peptide. */
  | { kind: 'no-grades' }
  /** Grades exist, but none is a current A or B. */
  | { kind: 'none-current' };

export interface CycleCosts {
  cheapest?: CostedOffer;
  graded: GradedCost;
}

const cents = (amount: number) => Math.round(amount * 100) / 100;

/**
 * `share` is the part of a vial that is the dosed peptide (5 mg of a 10 mg blend is 0.5): a
 * listed vial of N mg then holds N x share mg of it.
 */
export function costCycle(
  offers: readonly PriceOffer[],
  events: readonly DoseEvent[],
  weeks: number,
  share: number,
): CycleCosts {
  const costed = offers
    .map((offer) => {
      const vials = countVials(events, offer.vialMg * share * 1000);
      const cycleCost = cents(vials.vials * offer.price);
      return { offer, vials, cycleCost, weekCost: cents(cycleCost / weeks) };
    })
    .filter((cost) => !cost.vials.doseExceedsVial)
    .sort((a, b) => a.cycleCost - b.cycleCost);
  const graded = costed.find(
    (cost) => cost.offer.gradeCurrent && (cost.offer.grade === 'A' || cost.offer.grade === 'B'),
  );
  return {
    cheapest: costed[0],
    graded: graded
      ? { kind: 'offer', cost: graded }
      : offers.some((offer) => offer.grade)
        ? { kind: 'none-current' }
        : { kind: 'no-grades' },
  };
}
