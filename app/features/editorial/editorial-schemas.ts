/**
 * One Zod schema per editor form. The CSV import checks each row with the price
 * schema, so a row and the one-price form accept exactly the same values. Names and short
 * texts are single lines; every text is held to the rule for text from outside.
 */
import { z } from 'zod';
import { labGrades, priceUnits, vendorGroups } from '~/data/vendor-types';
import { isCalendarDay, todayUtc, yearsAfter } from '~/utils/calendar-day';
import { refuseNonText } from '~/utils/outside-text';

const oneLine = refuseNonText({ singleLine: true });

const text = (max: number, what: string) =>
  z
    .string()
    .trim()
    .min(1, `Enter ${what}.`)
    .max(max, `Keep ${what} under ${max + 1} characters.`)
    .superRefine(oneLine);
const optionalText = (max: number, what: string) =>
  z
    .string()
    .trim()
    .max(max, `Keep ${what} under ${max + 1} characters.`)
    .superRefine(oneLine)
    .transform((value) => value || null);

const webAddress = (what: string) =>
  z
    .string()
    .trim()
    .max(500, `Keep ${what} under 501 characters.`)
    .superRefine(oneLine)
    .refine(
      (value) => /^https?:\/\/[^\s/]+\.[^\s]+$/.test(value),
      `Enter ${what} as a full web address (https://...).`,
    );
const optionalWebAddress = (what: string) =>
  z.union([z.literal('').transform(() => null), webAddress(what)]);

/** No price or lab test of this site's subject is older. */
export const earliestDay = '2000-01-01';
/** A lab result is re-tested within this many years of its test. */
export const maxRetestYears = 3;

const calendarDay = (what: string) =>
  z
    .string()
    .trim()
    .refine(isCalendarDay, {
      message: `${what} must be a real date, written YYYY-MM-DD.`,
      abort: true,
    });

/** A real day from 2000, not after today (UTC): nobody observes a price tomorrow. */
const pastDay = (what: string) =>
  calendarDay(what)
    .refine((value) => value >= earliestDay, `${what} cannot be before 2000.`)
    .refine((value) => value <= todayUtc(), `${what} cannot be in the future.`);

/** A whole number typed into a form: empty is no number (z.coerce would read it as 0). */
const wholeNumber = (missing: string) =>
  z
    .string(missing)
    .trim()
    .min(1, missing)
    .regex(/^\d+$/, 'Enter a whole number.')
    .transform(Number);

const positive = (what: string, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+(\.\d{1,2})?$/, `Enter ${what} as a number with at most 2 decimals.`)
    .transform(Number)
    .refine((value) => value > 0 && value <= max, `${what} must be above 0 and at most ${max}.`);

export const priceObservationSchema = z.object({
  vendor: text(80, 'the vendor'),
  peptide: text(80, 'the peptide'),
  amount: positive('The amount', 10_000),
  unit: z.enum(priceUnits, `Pick a unit: ${priceUnits.join(', ')}.`),
  price: positive('The price', 100_000),
  observedOn: pastDay('The observed date'),
  sourceUrl: webAddress('the source'),
  notes: optionalText(60, 'the notes'),
});
export type PriceObservationInput = z.output<typeof priceObservationSchema>;

export const labResultSchema = z
  .object({
    vendor: text(80, 'the vendor'),
    peptide: text(80, 'the peptide'),
    lab: text(120, 'the lab'),
    testedOn: pastDay('The test date'),
    expiresOn: calendarDay('The re-test date'),
    grade: z.enum(labGrades, 'Pick a grade from A to E.'),
    numTests: wholeNumber('Enter how many tests the grade rests on.').pipe(
      z.number().min(1, 'A grade rests on 1 test at least.').max(1000, 'At most 1000 tests.'),
    ),
    purityPercent: positive('The purity', 100),
    labelMg: positive('The labelled amount', 10_000),
    measuredMg: positive('The measured amount', 10_000),
    certificateUrl: optionalWebAddress('the certificate'),
  })
  .refine((value) => value.expiresOn >= value.testedOn, {
    path: ['expiresOn'],
    message: 'The re-test date comes after the test date.',
  })
  .refine((value) => value.expiresOn <= yearsAfter(value.testedOn, maxRetestYears), {
    path: ['expiresOn'],
    message: `The re-test date is at most ${maxRetestYears} years after the test date.`,
  });
export type LabResultInput = z.output<typeof labResultSchema>;

/** One item a line, as the vendor form's lists are typed. */
const lines = (what: string) =>
  z
    .string()
    .max(4000, `Keep ${what} under 4001 characters.`)
    .superRefine(refuseNonText())
    .transform((value) =>
      value
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean),
    );

export const vendorSchema = z.object({
  slug: z
    .string()
    .trim()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Use lower-case letters, digits and hyphens for the slug.')
    .max(60, 'Keep the slug under 61 characters.'),
  name: text(80, 'the name'),
  rating: positive('The rating', 10),
  trustScore: wholeNumber('Enter the trust score.').pipe(
    z.number().min(0, 'The trust score is 0 to 100.').max(100, 'The trust score is 0 to 100.'),
  ),
  testingCompany: optionalText(120, 'the testing company'),
  priceRange: z
    .string()
    .trim()
    .regex(/^\$\d+-\d+$/, "Write the price range like '$46-165'."),
  location: text(60, 'the location'),
  city: optionalText(60, 'the city'),
  established: wholeNumber('Enter the founding year.').pipe(
    z
      .number()
      .min(1900, 'Enter a year from 1900.')
      .max(new Date().getUTCFullYear(), 'The founding year cannot be in the future.'),
  ),
  shippingSpeed: text(60, 'the dispatch time'),
  description: z
    .string()
    .trim()
    .min(1, 'Enter the description.')
    .max(1000, 'Keep the description under 1001 characters.')
    .superRefine(refuseNonText()),
  specialties: lines('the specialties'),
  pros: lines('the pros'),
  cons: lines('the cons'),
  warnings: lines('the warnings'),
  url: webAddress('the store address').refine(
    (value) => value.startsWith('https://'),
    'The store address must start with https://.',
  ),
  affiliateUrl: optionalWebAddress('the affiliate link').refine(
    (value) => value === null || value.startsWith('https://'),
    'The affiliate link must start with https://.',
  ),
  couponCode: optionalText(40, 'the coupon code'),
  group: z.enum(vendorGroups, 'Pick a group.'),
});
export type VendorInput = z.output<typeof vendorSchema>;
