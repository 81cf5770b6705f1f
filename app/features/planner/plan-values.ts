/**
 * The plan's raw text read into numbers. Each bad value gets a message keyed by its field name,
 * shown under the field and in the page's summary; the value itself is left out, so every
 * calculation below sees only clean numbers and a bad link never reaches a 500.
 */
import {
  fieldNames,
  type Frequency,
  type MixingSyringe,
  type PeptideSlot,
  type PlanInput,
  type Weekday,
} from './plan-params';
import { readClockTime, readIsoDate, readNumber, type NumberRule } from './read-number';

export interface VialPeptideAmount {
  slot: PeptideSlot;
  name: string;
  mg: number;
}

export interface DoseStep {
  /** First week (1-based) of this dose. */
  week: number;
  doseMcg: number;
}

export interface PlanValues {
  /** Peptides of the vial that have an amount, in slot order. */
  peptides: VialPeptideAmount[];
  dosed: PeptideSlot;
  waterMl?: number;
  doseMcg?: number;
  mixer: MixingSyringe;
  frequency: Frequency;
  timesPerWeek?: number;
  /** Doses on each dose day: 1 unless the plan says more. */
  dosesPerDay: number;
  days: Weekday[];
  weeks?: number;
  /** Titration steps after week 1, sorted by week. */
  steps: DoseStep[];
  start?: string;
  time?: string;
  product: string;
}

export type PlanProblems = Record<string, string>;

const rules = {
  amount: (slot: number): NumberRule => ({
    label: `Peptide ${slot} amount`,
    unit: 'mg',
    max: 1000,
  }),
  water: { label: 'Water', unit: 'ml', max: 10 },
  dose: { label: 'Dose', unit: 'mcg', max: 100_000 },
  times: { label: 'Times a week', unit: 'times', max: 7, integer: true },
  perDay: { label: 'Doses a day', unit: 'doses', min: 1, max: 4, integer: true },
  weeks: { label: 'Cycle length', unit: 'weeks', max: 52, integer: true },
  stepWeek: (slot: number): NumberRule => ({
    label: `Step ${slot} week`,
    unit: 'weeks',
    min: 2,
    max: 52,
    integer: true,
  }),
  stepDose: (slot: number): NumberRule => ({
    label: `Step ${slot} dose`,
    unit: 'mcg',
    max: 100_000,
  }),
} as const;

export function readPlan(input: PlanInput): { values: PlanValues; problems: PlanProblems } {
  const problems: PlanProblems = {};
  const read = <T>(field: string, reading: { value?: T; problem?: string }) => {
    if (reading.problem) problems[field] = reading.problem;
    return reading.value;
  };
  const peptides: VialPeptideAmount[] = [];
  input.peptides.forEach((peptide, index) => {
    const slot = (index + 1) as PeptideSlot;
    const mg = read(fieldNames.amountField(slot), readNumber(peptide.amount, rules.amount(slot)));
    if (mg !== undefined) peptides.push({ slot, name: peptide.name || `Peptide ${slot}`, mg });
  });
  const steps: DoseStep[] = [];
  input.steps.forEach((step, index) => {
    const slot = index + 1;
    const week = read(fieldNames.stepWeekField(slot), readNumber(step.week, rules.stepWeek(slot)));
    const doseMcg = read(
      fieldNames.stepDoseField(slot),
      readNumber(step.dose, rules.stepDose(slot)),
    );
    if (week !== undefined && doseMcg !== undefined) steps.push({ week, doseMcg });
  });
  const values: PlanValues = {
    peptides,
    dosed: input.dosed,
    waterMl: read('water', readNumber(input.water, rules.water)),
    doseMcg: read('dose', readNumber(input.dose, rules.dose)),
    mixer: input.mixer,
    frequency: input.frequency,
    timesPerWeek: read('times', readNumber(input.timesPerWeek, rules.times)),
    dosesPerDay: read('perday', readNumber(input.dosesPerDay, rules.perDay)) ?? 1,
    days: input.days,
    weeks: read('weeks', readNumber(input.weeks, rules.weeks)),
    steps: steps.sort((a, b) => a.week - b.week),
    start: read('start', readIsoDate(input.start, 'Start date')),
    time: read('time', readClockTime(input.time, 'Time of day')),
    product: input.product,
  };
  return { values, problems };
}

/** The peptide the dose is entered for, if the vial lists an amount for it. */
export function dosedPeptide(values: PlanValues): VialPeptideAmount | undefined {
  return values.peptides.find((peptide) => peptide.slot === values.dosed);
}
