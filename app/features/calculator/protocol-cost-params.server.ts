/**
 * The cost form's fields (a GET form, so it works without JavaScript) and their one schema. A
 * form not filled in yet is not wrong; one filled in wrongly says which field and why.
 */
import { z } from 'zod';

import type { CostErrors, CostField, CostFormValues } from './protocol-cost-fields';

const decimal = /^\d{1,6}(\.\d{1,3})?$/;
const whole = /^\d{1,3}$/;

const costSchema = z.object({
  'cost-dose': z
    .string()
    .regex(decimal, 'Dose: enter the dose in mcg, a number such as 250.')
    .transform(Number)
    .pipe(
      z
        .number()
        .positive('Dose: enter a dose above 0 mcg.')
        .max(100_000, 'Dose: 100,000 mcg (100 mg) is the most this costs.'),
    ),
  'cost-per-week': z
    .string()
    .regex(whole, 'Doses a week: enter a whole number from 1 to 7.')
    .transform(Number)
    .pipe(
      z
        .number()
        .min(1, 'Doses a week: enter a whole number from 1 to 7.')
        .max(7, 'Doses a week: enter a whole number from 1 to 7.'),
    ),
  'cost-weeks': z
    .string()
    .regex(whole, 'Cycle length: enter a whole number of weeks from 1 to 52.')
    .transform(Number)
    .pipe(
      z
        .number()
        .min(1, 'Cycle length: enter a whole number of weeks from 1 to 52.')
        .max(52, 'Cycle length: enter a whole number of weeks from 1 to 52.'),
    ),
});

export interface CostPlan {
  doseMcg: number;
  perWeek: number;
  weeks: number;
}

export interface CostFormReading {
  values: CostFormValues;
  plan?: CostPlan;
  errors: CostErrors;
}

/** Until the form is sent, one dose a day for 4 weeks is offered as a start. */
const defaults = { perWeek: '7', weeks: '4' };

export function readCostForm(query: URLSearchParams): CostFormReading {
  const raw = (name: CostField) => (query.get(name) ?? '').trim().slice(0, 20);
  const values = {
    peptide: raw('cost-peptide'),
    dose: raw('cost-dose'),
    perWeek: raw('cost-per-week') || (query.has('cost-dose') ? '' : defaults.perWeek),
    weeks: raw('cost-weeks') || (query.has('cost-dose') ? '' : defaults.weeks),
  };
  if (!query.has('cost-dose')) return { values, errors: {} };
  const parsed = costSchema.safeParse({
    'cost-dose': values.dose,
    'cost-per-week': values.perWeek,
    'cost-weeks': values.weeks,
  });
  if (parsed.success) {
    const data = parsed.data;
    return {
      values,
      errors: {},
      plan: {
        doseMcg: data['cost-dose'],
        perWeek: data['cost-per-week'],
        weeks: data['cost-weeks'],
      },
    };
  }
  const errors: CostErrors = {};
  const keyOf = { 'cost-dose': 'dose', 'cost-per-week': 'perWeek', 'cost-weeks': 'weeks' } as const;
  for (const issue of parsed.error.issues) {
    const key = keyOf[issue.path[0] as keyof typeof keyOf];
    errors[key] ??= issue.message;
  }
  return { values, errors };
}
