/**
 * The reconstitution planner: water volumes that put a dose on a whole number of U-100 units.
 * units per dose = dose mcg / (amount mcg / water ml) x 100, so the units grow with the water.
 * Volumes are those one draw of the mixing syringe measures: a 1 ml syringe is marked every
 * 0.02 ml and numbered every 0.1 ml, a 3 ml syringe marked every 0.1 ml and numbered every 0.5 ml.
 */
import { minMeasurableUnits, syringeCapacityUnits } from './blend';
import type { MixingSyringe } from './plan-params';

interface SyringeScale {
  /** Capacity and marks in hundredths of a ml, so the grid is integer arithmetic. */
  capacity: number;
  mark: number;
  numbered: number;
}

const scales: Record<MixingSyringe, SyringeScale> = {
  '1': { capacity: 100, mark: 2, numbered: 10 },
  '3': { capacity: 300, mark: 10, numbered: 50 },
};

/** Less water than this barely covers the powder in a vial. */
const minWaterHundredths = 50;
const maxSuggestions = 6;

export interface WaterOption {
  waterMl: number;
  units: number;
  /** Water on a numbered mark and the dose on one of the 2-unit ticks of a 1 ml syringe. */
  easy: boolean;
}

export interface WaterPlan {
  options: WaterOption[];
  /** Units at the least and the most water the syringe measures, to explain an empty list. */
  fewestUnits: number;
  mostUnits: number;
  tooSmall: boolean;
  tooLarge: boolean;
}

const unitsFor = (amountMg: number, doseMcg: number, waterMl: number) =>
  Math.round(((doseMcg * waterMl * 100) / (amountMg * 1000)) * 1e6) / 1e6;

export function planWater(amountMg: number, doseMcg: number, mixer: MixingSyringe): WaterPlan {
  const scale = scales[mixer];
  const options: WaterOption[] = [];
  for (
    let hundredths = minWaterHundredths;
    hundredths <= scale.capacity;
    hundredths += scale.mark
  ) {
    const waterMl = hundredths / 100;
    const units = unitsFor(amountMg, doseMcg, waterMl);
    if (!Number.isInteger(units)) continue;
    if (units < minMeasurableUnits || units > syringeCapacityUnits) continue;
    options.push({ waterMl, units, easy: hundredths % scale.numbered === 0 && units % 2 === 0 });
  }
  const fewestUnits = unitsFor(amountMg, doseMcg, minWaterHundredths / 100);
  const mostUnits = unitsFor(amountMg, doseMcg, scale.capacity / 100);
  return {
    // Easy volumes first, then the least water (the strongest solution) first.
    options: options
      .sort((a, b) => Number(b.easy) - Number(a.easy) || a.waterMl - b.waterMl)
      .slice(0, maxSuggestions),
    fewestUnits,
    mostUnits,
    tooSmall: mostUnits < minMeasurableUnits,
    tooLarge: fewestUnits > syringeCapacityUnits,
  };
}
