/**
 * The reconstitution calculator (spec: "Calculator", "Business constants and limits"):
 * 1 mg = 1000 mcg; concentration = total mcg / ml of water, shown with 2 decimals in mcg/ml;
 * volume = dose / concentration, shown with 3 decimals in ml and 0 decimals in microlitres.
 * Any amount, water volume or dose that does not parse, or is zero, gives no result at all.
 * Beyond the spec: U-100 syringe units (100 units = 1 ml), full doses per vial (rounded down) and
 * a warning for volumes a syringe cannot measure well, the usual sign of an mg/mcg slip.
 */
export const amountUnits = ['mg', 'mcg'] as const;
export type AmountUnit = (typeof amountUnits)[number];

export interface DosageInput {
  amount: string;
  unit: AmountUnit;
  /** Bacteriostatic water added to the vial, in ml. */
  water: string;
  /** Desired dose in mcg. */
  dose: string;
}

export type VolumeWarning = 'over-syringe' | 'under-measurable';

export interface DosageResult {
  totalMcg: number;
  concentration: number;
  volumeMl: number;
  /** '2500.00' (mcg/ml). */
  concentrationText: string;
  /** '0.100' (ml). */
  volumeText: string;
  /** '100' (microlitres). */
  microlitresText: string;
  /** Units on a U-100 insulin syringe, 1 decimal without a trailing '.0': '10', '12.5'. */
  unitsText: string;
  syringeUnits: number;
  dosesPerVial: number;
  warning?: VolumeWarning;
}

export const mcgPerMg = 1000;
export const unitsPerMl = 100;
/** A 1 ml (100-unit) syringe is the largest the guide recommends. */
export const maxSyringeMl = 1;
/** Under 1 unit on a U-100 syringe: too small to draw accurately. */
export const minMeasurableMl = 0.01;
export const maxInputLength = 12;

/** A plain positive decimal such as '5', '2.5' or '.5'; anything else (or zero) is undefined. */
export function parsePositive(raw: string | null | undefined): number | undefined {
  const text = (raw ?? '').trim();
  if (text.length === 0 || text.length > maxInputLength) return undefined;
  if (!/^(?:\d+\.?\d*|\.\d+)$/.test(text)) return undefined;
  const value = Number(text);
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

/**
 * What is wrong with a typed number, in words (the calculator no longer ignores "abc"
 * silently, a departure from the spec's "nothing", decision 0025). An empty field is only
 * unfinished and says nothing.
 */
export function inputProblem(raw: string): string | undefined {
  const text = raw.trim();
  if (text === '' || parsePositive(text) !== undefined) return undefined;
  if (/^-?(?:\d+\.?\d*|\.\d+)$/.test(text) && Number(text) <= 0) {
    return 'Enter a number above zero.';
  }
  if (text.length > maxInputLength) return `Use at most ${maxInputLength} characters.`;
  return 'Enter a number using digits and a decimal point, such as 5 or 2.5.';
}

/** Rounds away floating-point noise such as 0.57 * 1000 = 570.0000000000001. */
const clean = (value: number) => Math.round(value * 1e9) / 1e9;

const trimZero = (text: string) => text.replace(/\.0$/, '');

export function calculateDosage(input: DosageInput): DosageResult | undefined {
  const amount = parsePositive(input.amount);
  const water = parsePositive(input.water);
  const dose = parsePositive(input.dose);
  if (amount === undefined || water === undefined || dose === undefined) return undefined;
  const totalMcg = clean(input.unit === 'mg' ? amount * mcgPerMg : amount);
  const concentration = totalMcg / water;
  const volumeMl = (dose * water) / totalMcg;
  const syringeUnits = clean(volumeMl * unitsPerMl);
  // Both volume figures come from one rounding, to the whole microlitre (half up), so that
  // 0.0525 ml reads 0.053 ml beside 53 µl, never 0.052 ml (0.0525 is 0.05249... in binary).
  const microlitres = Math.round(clean(volumeMl * 1000));
  return {
    totalMcg,
    concentration,
    volumeMl,
    concentrationText: concentration.toFixed(2),
    volumeText: (microlitres / 1000).toFixed(3),
    microlitresText: String(microlitres),
    unitsText: trimZero(syringeUnits.toFixed(1)),
    syringeUnits,
    dosesPerVial: Math.floor(clean(totalMcg / dose)),
    warning:
      volumeMl > maxSyringeMl
        ? 'over-syringe'
        : volumeMl < minMeasurableMl
          ? 'under-measurable'
          : undefined,
  };
}

/** Reads the calculator's inputs from the URL (?amount=5&unit=mg&water=2&dose=250). */
export function parseDosageParams(params: URLSearchParams): DosageInput {
  const text = (name: string) => (params.get(name) ?? '').slice(0, maxInputLength);
  return {
    amount: text('amount'),
    unit: params.get('unit') === 'mcg' ? 'mcg' : 'mg',
    water: text('water'),
    dose: text('dose'),
  };
}

const formatNumber = (value: number) => String(clean(value));

/** The working behind a result, one line per step, for 'Show the math'. */
export function mathSteps(input: DosageInput, result: DosageResult): string[] {
  const amount = parsePositive(input.amount) ?? 0;
  const water = parsePositive(input.water) ?? 0;
  const dose = parsePositive(input.dose) ?? 0;
  return [
    input.unit === 'mg'
      ? `Peptide in the vial: ${formatNumber(amount)} mg × 1000 = ${formatNumber(result.totalMcg)} mcg`
      : `Peptide in the vial: ${formatNumber(result.totalMcg)} mcg`,
    `Concentration: ${formatNumber(result.totalMcg)} mcg ÷ ${formatNumber(water)} ml = ${result.concentrationText} mcg/ml`,
    `Volume to draw: ${formatNumber(dose)} mcg ÷ ${result.concentrationText} mcg/ml = ${result.volumeText} ml`,
    `In microlitres: ${result.volumeText} ml × 1000 = ${result.microlitresText} µl`,
    `On a U-100 syringe: ${result.volumeText} ml × 100 = ${result.unitsText} units`,
    `Doses per vial: ${formatNumber(result.totalMcg)} mcg ÷ ${formatNumber(dose)} mcg = ${result.dosesPerVial} full doses (rounded down)`,
  ];
}
