/**
 * What a protocol costs from the price data. For every offer: the vials of
 * that size the cycle uses (storage window included, vials.ts) times its price. Shown are the
 * cheapest offer with a fresh price (seen within 90 days, prices/freshness.ts) and the cheapest
 * fresh offer from a vendor with a fresh A or B lab grade for the peptide. When no price is fresh,
 * only the newest one, with its day, as stale: never as a current figure.
 */
import type { LabGrade } from '~/data/vendor-types';
import { isGradeFresh, isPriceFresh } from '~/features/prices/freshness';
import type { DoseEvent } from './dose-events';
import { countVials } from './vials';

export interface CostOffer {
  vendorName: string;
  vendorSlug: string;
  price: number;
  /** mg in one vial, all peptides of a blend together. */
  vialMg: number;
  notes?: string | null;
  /** The day the price was seen (YYYY-MM-DD). */
  observedOn: string;
  /** When it was last confirmed (price-age.ts) and 'checked 1 Jul 2025' as the loader writes it. */
  checkedAt: string;
  seenText: string;
  sourceUrl?: string | null;
  /** The vendor's current lab grade for the peptide and the day it expires. */
  grade?: LabGrade;
  gradeExpiresOn?: string;
}

export interface CostedOffer {
  offer: CostOffer;
  /** Vials of this offer's size the cycle uses. */
  vials: number;
  /** The peptide in an average dose at this offer's price per mg. */
  doseCost: number;
  weekCost: number;
  /** Whole vials: what the cycle costs to buy. */
  cycleCost: number;
}

export type GradedCost =
  | { kind: 'offer'; cost: CostedOffer }
  /** No vendor with a fresh price has a lab grade for this peptide. */
  | { kind: 'no-grades' }
  /** Grades exist, but none is a fresh A or B beside a fresh price. */
  | { kind: 'none-current' };

export type CycleCosts =
  | { kind: 'current'; cheapest: CostedOffer; graded: GradedCost }
  /** No price is fresh: the newest one, to be shown with its day and labelled stale. */
  | { kind: 'stale'; newest: CostedOffer }
  /** A single dose is more than any listed vial holds. */
  | { kind: 'dose-exceeds-vials' };

const cents = (amount: number) => Math.round(amount * 100) / 100;

/** An offer's grade counts when it is an A or B whose re-test day has not passed. */
export function hasFreshTopGrade(offer: CostOffer, today: string): boolean {
  return (
    (offer.grade === 'A' || offer.grade === 'B') &&
    offer.gradeExpiresOn !== undefined &&
    isGradeFresh(offer.gradeExpiresOn, today)
  );
}

function costOffer(
  offer: CostOffer,
  events: readonly DoseEvent[],
  weeks: number,
  share: number,
): CostedOffer | undefined {
  const vialMcg = offer.vialMg * share * 1000;
  const count = countVials(events, vialMcg);
  if (count.doseExceedsVial) return undefined;
  const totalMcg = events.reduce((sum, event) => sum + event.doseMcg, 0);
  const cycleCost = cents(count.vials * offer.price);
  return {
    offer,
    vials: count.vials,
    doseCost: events.length ? cents((offer.price / vialMcg) * (totalMcg / events.length)) : 0,
    weekCost: cents(cycleCost / weeks),
    cycleCost,
  };
}

/**
 * `share` is the part of a vial that is the dosed peptide (5 mg of a 10 mg blend is 0.5): a
 * listed vial of N mg then holds N x share mg of it. `today` is YYYY-MM-DD.
 */
export function costCycle(
  offers: readonly CostOffer[],
  events: readonly DoseEvent[],
  weeks: number,
  share: number,
  today: string,
): CycleCosts {
  const costed = offers
    .map((offer) => costOffer(offer, events, weeks, share))
    .filter((cost): cost is CostedOffer => cost !== undefined)
    .sort((a, b) => a.cycleCost - b.cycleCost);
  if (costed.length === 0) return { kind: 'dose-exceeds-vials' };
  const fresh = costed.filter((cost) => isPriceFresh(cost.offer.checkedAt, today));
  const [cheapest] = fresh;
  if (!cheapest) {
    const newestDay = costed.reduce(
      (day, cost) => (cost.offer.checkedAt > day ? cost.offer.checkedAt : day),
      '',
    );
    return { kind: 'stale', newest: costed.find((cost) => cost.offer.checkedAt === newestDay)! };
  }
  const graded = fresh.find((cost) => hasFreshTopGrade(cost.offer, today));
  return {
    kind: 'current',
    cheapest,
    graded: graded
      ? { kind: 'offer', cost: graded }
      : offers.some((offer) => offer.grade)
        ? { kind: 'none-current' }
        : { kind: 'no-grades' },
  };
}
