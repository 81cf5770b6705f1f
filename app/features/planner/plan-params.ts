/**
 * One plan, one link: every field of the planner lives in the URL. The form submits
 * with GET, so these names are the form's field names too. Values stay raw text here; reading
 * them into numbers (with a message for each bad one) is plan-values.ts's job, so a typo in a
 * shared link is shown back to the user instead of being silently dropped.
 */
export const peptideSlots = [1, 2, 3] as const;
export type PeptideSlot = (typeof peptideSlots)[number];

export const titrationSlots = [1, 2, 3, 4, 5] as const;

export const frequencies = ['daily', 'times', 'days'] as const;
export type Frequency = (typeof frequencies)[number];

export const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof weekdays)[number];

/** The syringe the water is measured with: a 1 ml or a 3 ml syringe. */
export const mixingSyringes = ['1', '3'] as const;
export type MixingSyringe = (typeof mixingSyringes)[number];

export interface VialPeptide {
  name: string;
  /** mg in the vial, as typed. */
  amount: string;
}

export interface TitrationStep {
  /** The week the step starts, as typed. */
  week: string;
  /** mcg per dose from that week on, as typed. */
  dose: string;
}

export interface PlanInput {
  peptides: VialPeptide[];
  /** Which peptide of the vial the dose is entered for. */
  dosed: PeptideSlot;
  water: string;
  dose: string;
  mixer: MixingSyringe;
  frequency: Frequency;
  timesPerWeek: string;
  /** Doses on each dose day (1-4), as typed; empty means one (links from before it existed). */
  dosesPerDay: string;
  days: Weekday[];
  weeks: string;
  steps: TitrationStep[];
  /** ISO date (YYYY-MM-DD) of the first dose; the log's dates count from it. */
  start: string;
  /** HH:MM printed in the log's time column. */
  time: string;
  /** Key of a product in the price data (price-offers.ts), or ''. */
  product: string;
}

/** Longest text kept from any field: enough for a name, short enough to keep links sane. */
export const maxFieldLength = 40;

const nameField = (slot: PeptideSlot) => `name${slot}`;
const amountField = (slot: PeptideSlot) => `amount${slot}`;
const stepWeekField = (slot: number) => `step${slot}week`;
const stepDoseField = (slot: number) => `step${slot}dose`;

/** Every query parameter the planner reads, for the page cache's `query` list. */
export const planFieldNames: readonly string[] = [
  ...peptideSlots.flatMap((slot) => [nameField(slot), amountField(slot)]),
  'dosed',
  'water',
  'dose',
  'mixer',
  'freq',
  'times',
  'perday',
  'day',
  'weeks',
  ...titrationSlots.flatMap((slot) => [stepWeekField(slot), stepDoseField(slot)]),
  'start',
  'time',
  'product',
];

export const fieldNames = { nameField, amountField, stepWeekField, stepDoseField };

function oneOf<T extends string>(options: readonly T[], raw: string | null, fallback: T): T {
  return options.find((option) => option === raw) ?? fallback;
}

/** Reads a plan from the URL. Never throws: unknown choices fall back, long text is cut. */
export function parsePlanParams(params: URLSearchParams): PlanInput {
  const text = (name: string) => (params.get(name) ?? '').trim().slice(0, maxFieldLength);
  const dosed = Number(params.get('dosed'));
  return {
    peptides: peptideSlots.map((slot) => ({
      name: text(nameField(slot)),
      amount: text(amountField(slot)),
    })),
    dosed: peptideSlots.find((slot) => slot === dosed) ?? 1,
    water: text('water'),
    dose: text('dose'),
    mixer: oneOf(mixingSyringes, params.get('mixer'), '3'),
    frequency: oneOf(frequencies, params.get('freq'), 'daily'),
    timesPerWeek: text('times'),
    dosesPerDay: text('perday'),
    days: weekdays.filter((day) => params.getAll('day').includes(day)),
    weeks: text('weeks'),
    steps: titrationSlots.map((slot) => ({
      week: text(stepWeekField(slot)),
      dose: text(stepDoseField(slot)),
    })),
    start: text('start'),
    time: text('time'),
    product: text('product'),
  };
}

/** The URL of a plan: empty fields are left out, so a link holds only what was entered. */
export function serializePlan(input: PlanInput): URLSearchParams {
  const params = new URLSearchParams();
  const put = (name: string, value: string) => {
    if (value) params.append(name, value);
  };
  input.peptides.forEach((peptide, index) => {
    const slot = peptideSlots[index] ?? 1;
    put(nameField(slot), peptide.name);
    put(amountField(slot), peptide.amount);
  });
  params.set('dosed', String(input.dosed));
  put('water', input.water);
  put('dose', input.dose);
  params.set('mixer', input.mixer);
  params.set('freq', input.frequency);
  put('times', input.timesPerWeek);
  put('perday', input.dosesPerDay);
  input.days.forEach((day) => params.append('day', day));
  put('weeks', input.weeks);
  input.steps.forEach((step, index) => {
    put(stepWeekField(index + 1), step.week);
    put(stepDoseField(index + 1), step.dose);
  });
  put('start', input.start);
  put('time', input.time);
  put('product', input.product);
  return params;
}
