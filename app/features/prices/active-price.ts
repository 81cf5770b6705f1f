/**
 * Price per mg of *active* peptide. A vial labelled 5 mg that a lab measured
 * at 4.85 mg and 98.1% pure holds 5 × (4.85 / 5) × 0.981 ≈ 4.76 mg of the peptide, so $48 buys it
 * at $10.09 per active mg, not the $9.60 the label suggests. Only a *fresh* lab result (before its
 * re-test day) adjusts a price; otherwise the plain figure stands, saying why.
 *
 * Like-for-like: only plain vials sold by the mg are adjusted, and only by a result for exactly
 * that peptide. Kits, capsules and blends are separate peptides in the price data ("BPC-157 Kit",
 * "BPC-157 / TB-500 Blend"), so a BPC-157 result never adjusts them.
 */
import { isGradeFresh } from './freshness';
import { formatCalendarDay } from '~/utils/calendar-day';

/** What a lab result says about content; null where the certificate gives no figure. */
export interface LabFigures {
  peptide: string;
  purityPercent: number | null;
  labelMg: number | null;
  measuredMg: number | null;
  /** YYYY-MM-DD. */
  testDate: string;
  /** YYYY-MM-DD, the re-test day. */
  expiryDate: string;
  numTests: number;
}

export interface PricedOffer {
  peptide: string;
  amount: number;
  unit: string;
  price: number;
}

export type ActivePrice =
  /** Adjusted: `perActiveMg` and the sentence saying which figures were used. */
  | { kind: 'adjusted'; perActiveMg: number; basis: string }
  /** Not adjusted; `reason` is shown beside the plain figure. */
  | { kind: 'plain'; reason: string };

export const noRecentLabResult = 'no recent lab result';

const cents = (amount: number) => Math.round(amount * 100) / 100;

/** The share of the labelled amount that is active peptide, and the words for it. */
function activeShare(lab: LabFigures): { share: number; parts: string[] } | undefined {
  const parts: string[] = [];
  let share = 1;
  if (lab.purityPercent !== null && lab.purityPercent > 0) {
    share *= lab.purityPercent / 100;
    parts.push(`${lab.purityPercent}% purity`);
  }
  if (lab.measuredMg !== null && lab.labelMg !== null && lab.labelMg > 0 && lab.measuredMg > 0) {
    share *= lab.measuredMg / lab.labelMg;
    parts.push(`${lab.measuredMg} of ${lab.labelMg} mg measured`);
  }
  return parts.length > 0 ? { share, parts } : undefined;
}

/** True when the offer is a plain vial of exactly the lab result's peptide, sold by the mg. */
export function isLikeForLike(offer: Pick<PricedOffer, 'peptide' | 'unit'>, peptide: string) {
  return offer.unit === 'mg' && offer.peptide.trim().toLowerCase() === peptide.trim().toLowerCase();
}

/**
 * The active-peptide price of one offer on `today`, or undefined when the offer is not priced by
 * the mg (vials, capsules, mL): those have no per-mg figure to adjust.
 */
export function activePrice(
  offer: PricedOffer,
  lab: LabFigures | undefined,
  today: string,
): ActivePrice | undefined {
  if (offer.unit !== 'mg' || offer.amount <= 0) return undefined;
  if (!lab || !isLikeForLike(offer, lab.peptide) || !isGradeFresh(lab.expiryDate, today)) {
    return { kind: 'plain', reason: noRecentLabResult };
  }
  const active = activeShare(lab);
  if (!active) return { kind: 'plain', reason: 'lab result gives no purity or content' };
  const limited = lab.numTests < 3 ? '; limited data' : '';
  return {
    kind: 'adjusted',
    perActiveMg: cents(offer.price / (offer.amount * active.share)),
    basis: `adjusted for ${active.parts.join(' and ')}, tested ${formatCalendarDay(lab.testDate)}${limited}`,
  };
}
