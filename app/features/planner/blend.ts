/**
 * The blend calculator: a vial that holds two or three peptides. The water dilutes all of them
 * alike, so the volume that holds the entered dose of one peptide carries the others in the
 * ratio of their amounts: other dose = entered dose x (other mg / dosed mg).
 */
import { calculateDosage, type DosageResult } from '~/features/calculator/dosage';
import type { VialPeptideAmount } from './plan-values';

/** Under 2 units a U-100 syringe's 2-unit ticks cannot place the dose reliably. */
export const minMeasurableUnits = 2;
/** A 1 ml U-100 syringe, the largest the injection guide uses. */
export const syringeCapacityUnits = 100;

export type UnitsWarning = 'under-2-units' | 'over-syringe';

export interface BlendShare {
  name: string;
  mg: number;
  /** mcg per ml once reconstituted. */
  concentration: number;
  /** mcg of this peptide in the volume drawn. */
  doseMcg: number;
}

export interface BlendResult {
  /** Volume, units and syringe figures of the dosed peptide (the single calculator's maths). */
  draw: DosageResult;
  shares: BlendShare[];
  /** '1 : 1' or '2 : 1 : 0.5', amounts relative to the dosed peptide. */
  ratioText: string;
  warning?: UnitsWarning;
}

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

export function unitsWarning(units: number): UnitsWarning | undefined {
  if (units < minMeasurableUnits) return 'under-2-units';
  if (units > syringeCapacityUnits) return 'over-syringe';
  return undefined;
}

export function calculateBlend(
  peptides: readonly VialPeptideAmount[],
  dosed: VialPeptideAmount,
  waterMl: number,
  doseMcg: number,
): BlendResult | undefined {
  const draw = calculateDosage({
    amount: String(dosed.mg),
    unit: 'mg',
    water: String(waterMl),
    dose: String(doseMcg),
  });
  if (!draw) return undefined;
  const shares = peptides.map((peptide) => ({
    name: peptide.name,
    mg: peptide.mg,
    concentration: round((peptide.mg * 1000) / waterMl, 2),
    doseMcg: round((doseMcg * peptide.mg) / dosed.mg, 1),
  }));
  return {
    draw,
    shares,
    ratioText: peptides.map((peptide) => String(round(peptide.mg / dosed.mg, 2))).join(' : '),
    warning: unitsWarning(draw.syringeUnits),
  };
}
