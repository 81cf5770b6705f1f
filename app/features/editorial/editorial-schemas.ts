/**
 * One Zod schema per editor form (issue 14). The CSV import checks each row with the price
 * schema, so a row and the one-price form accept exactly the same values.
 */
import { z } from 'zod';
import { labGrades, priceUnits, vendorGroups } from '~/data/vendor-types';

const text = (max: number, what: string) =>
  z
    .string()
    .trim()
    .min(1, `Enter ${what}.`)
    .max(max, `Keep ${what} under ${max + 1} characters.`);
const optionalText = (max: number, what: string) =>
  z
    .string()
    .trim()
    .max(max, `Keep ${what} under ${max + 1} characters.`)
    .transform((value) => value || null);

const webAddress = (what: string) =>
  z
    .string()
    .trim()
    .max(500, `Keep ${what} under 501 characters.`)
    .refine(
      (value) => /^https?:\/\/[^\s/]+\.[^\s]+$/.test(value),
      `Enter ${what} as a full web address (https://...).`,
    );
const optionalWebAddress = (what: string) =>
  z.union([z.literal('').transform(() => null), webAddress(what)]);

/** A day, not after today (UTC): nobody observes a price tomorrow. */
const pastDay = (what: string) =>
  z
    .string()
    .trim()
    .refine(
      (value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)),
      `Enter ${what} as YYYY-MM-DD.`,
    )
    .refine(
      (value) => value <= new Date().toISOString().slice(0, 10),
      `${what} cannot be in the future.`,
    );

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
    expiresOn: z.iso.date('Enter the re-test date as YYYY-MM-DD.'),
    grade: z.enum(labGrades, 'Pick a grade from A to E.'),
    numTests: z.coerce
      .number('Enter how many tests the grade rests on.')
      .int('Enter a whole number of tests.')
      .min(1, 'A grade rests on 1 test at least.')
      .max(1000, 'At most 1000 tests.'),
    purityPercent: positive('The purity', 100),
    labelMg: positive('The labelled amount', 10_000),
    measuredMg: positive('The measured amount', 10_000),
    certificateUrl: optionalWebAddress('the certificate'),
  })
  .refine((value) => value.expiresOn >= value.testedOn, {
    path: ['expiresOn'],
    message: 'The re-test date comes after the test date.',
  });
export type LabResultInput = z.output<typeof labResultSchema>;

/** One item a line, as the vendor form's lists are typed. */
const lines = (what: string) =>
  z
    .string()
    .max(4000, `Keep ${what} under 4001 characters.`)
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
  trustScore: z.coerce
    .number('Enter the trust score.')
    .int('Enter a whole number.')
    .min(0)
    .max(100, 'The trust score is 0 to 100.'),
  testingCompany: optionalText(120, 'the testing company'),
  priceRange: z
    .string()
    .trim()
    .regex(/^\$\d+-\d+$/, "Write the price range like '$46-165'."),
  location: text(60, 'the location'),
  city: optionalText(60, 'the city'),
  established: z.coerce
    .number('Enter the founding year.')
    .int()
    .min(1900, 'Enter a year from 1900.')
    .max(new Date().getUTCFullYear(), 'The founding year cannot be in the future.'),
  shippingSpeed: text(60, 'the dispatch time'),
  description: text(1000, 'the description'),
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
