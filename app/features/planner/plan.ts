/**
 * The whole plan from its URL fields: each part is computed when the fields it needs are there,
 * and otherwise says what is missing. Pure, so the server renders it and the browser re-runs it
 * on every keystroke.
 */
import { costCycle, type CycleCosts } from '~/features/calculator/cycle-cost';
import { countVials, type VialCount } from '~/features/calculator/vials';
import { calculateBlend, type BlendResult } from './blend';
import { buildLog, type LogMonth } from './dose-log';
import type { PlanInput } from './plan-params';
import { dosedPeptide, readPlan, type PlanProblems, type PlanValues } from './plan-values';
import type { PlannerPrices, PlannerProduct } from './price-offers';
import { planWater, type WaterPlan } from './round-units';
import { buildSchedule, type Schedule } from './schedule';

export interface PlanResult {
  values: PlanValues;
  problems: PlanProblems;
  blend?: BlendResult;
  water?: WaterPlan;
  schedule?: Schedule;
  /** Vials the cycle needs for each vial size: the entered one, then the listed ones. */
  vialSizes: VialCount[];
  product?: PlannerProduct;
  /** The chosen product's prices are still on their way from the server. */
  pricesPending: boolean;
  costs?: CycleCosts;
  log: LogMonth[];
}

function cyclePart(values: PlanValues): Schedule | undefined {
  if (values.doseMcg === undefined || values.weeks === undefined) return undefined;
  return buildSchedule({ ...values, weeks: values.weeks, doseMcg: values.doseMcg });
}

/** mg of the dosed peptide in each vial size: the vial entered, then each listed size. */
function vialSizesMg(entered: number | undefined, listedMg: number[], share: number) {
  const sizes = [...(entered ? [entered] : []), ...listedMg.map((mg) => mg * share)];
  return [...new Set(sizes.map((mg) => Math.round(mg * 1000) / 1000))];
}

export function buildPlan(input: PlanInput, today: string, prices: PlannerPrices): PlanResult {
  const { values, problems } = readPlan(input);
  const dosed = dosedPeptide(values);
  const { waterMl, doseMcg } = values;
  const blend =
    dosed && waterMl && doseMcg
      ? calculateBlend(values.peptides, dosed, waterMl, doseMcg)
      : undefined;
  const water = dosed && doseMcg ? planWater(dosed.mg, doseMcg, values.mixer) : undefined;
  const schedule = cyclePart(values);
  const product = prices.products.find((candidate) => candidate.key === values.product);
  const pricesPending = product !== undefined && prices.product !== values.product;
  const offers = product && !pricesPending ? prices.offers : [];
  const totalMg = values.peptides.reduce((sum, peptide) => sum + peptide.mg, 0);
  // A single-peptide vial is all dosed peptide; in a blend, its part of the listed amount.
  const share = dosed ? dosed.mg / totalMg : 1;
  const sizes = vialSizesMg(
    dosed?.mg,
    offers.map((offer) => offer.vialMg),
    share,
  );
  return {
    values,
    problems,
    blend,
    water,
    schedule,
    vialSizes: schedule ? sizes.map((mg) => countVials(schedule.events, mg * 1000)) : [],
    product,
    pricesPending,
    costs:
      schedule && values.weeks && offers.length
        ? costCycle(offers, schedule.events, values.weeks, share, today)
        : undefined,
    log:
      schedule && values.start
        ? buildLog({
            events: schedule.events,
            start: values.start,
            time: values.time,
            unitsPerMcg: dosed && waterMl ? (waterMl * 100) / (dosed.mg * 1000) : undefined,
          })
        : [],
  };
}
