/**
 * Editorial data (docs/decisions/0017): vendors, price observations and lab results,
 * kept current by editors in the admin area instead of in TypeScript files. Seeded from
 * app/data by migration 0015 so every figure of the spec stays the same.
 *
 * Observations and lab results are never overwritten (a trigger of 0015 refuses it): a newer
 * one for the same offer supersedes the older, which stays as history. A vendor's facts are
 * corrected in place; the change log (editorial_log) keeps who changed what, and when.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { priceSources, type PriceSource } from './price-sources';

export const oneOf = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(', ')})`);

export const editorialVendorGroups = [
  'Top Rated',
  'Established',
  'Budget-Friendly',
  'Specialty',
] as const;
export const editorialPriceUnits = ['mg', 'mL', 'vials', 'capsules'] as const;
export const editorialLabGrades = ['A', 'B', 'C', 'D', 'E'] as const;

/** One row of a vendor page's pricing table, as listed by the vendor. */
export interface EditorialPricingRow {
  peptide: string;
  price: string;
  purity?: string;
}

export const vendors = pgTable(
  'vendors',
  {
    id: integer('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull().unique(),
    rating: numeric('rating', { precision: 3, scale: 1, mode: 'number' }).notNull(),
    trustScore: integer('trust_score').notNull(),
    labTested: boolean('lab_tested').notNull(),
    testingCompany: text('testing_company'),
    priceRange: text('price_range').notNull(),
    location: text('location').notNull(),
    city: text('city'),
    established: integer('established').notNull(),
    shippingSpeed: text('shipping_speed').notNull(),
    description: text('description').notNull(),
    specialties: jsonb('specialties').$type<string[]>().notNull(),
    pros: jsonb('pros').$type<string[]>().notNull(),
    cons: jsonb('cons').$type<string[]>().notNull(),
    warnings: jsonb('warnings').$type<string[]>().notNull(),
    url: text('url').notNull(),
    affiliateUrl: text('affiliate_url'),
    couponCode: text('coupon_code'),
    vendorGroup: text('vendor_group').$type<(typeof editorialVendorGroups)[number]>().notNull(),
    pricing: jsonb('pricing').$type<EditorialPricingRow[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('vendors_slug_shape', sql`${table.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check('vendors_rating_range', sql`${table.rating} between 0 and 10`),
    check('vendors_trust_score_range', sql`${table.trustScore} between 0 and 100`),
    check('vendors_established_range', sql`${table.established} between 1900 and 2100`),
    // The lab-tested badge names its lab: set exactly when the vendor is marked lab tested.
    check(
      'vendors_testing_company_when_tested',
      sql`${table.labTested} = (${table.testingCompany} is not null)`,
    ),
    check('vendors_urls_https', sql`${table.url} like 'https://%'`),
    check('vendors_affiliate_https', sql`${table.affiliateUrl} like 'https://%'`),
    check('vendors_group_valid', oneOf('vendor_group', editorialVendorGroups)),
  ],
);

export const priceObservations = pgTable(
  'price_observations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id),
    /** Kits, capsules and blends are their own peptide names, so per-unit prices stay like-for-like. */
    peptide: text('peptide').notNull(),
    amount: numeric('amount', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    unit: text('unit').$type<(typeof editorialPriceUnits)[number]>().notNull(),
    /** Variant such as 'no DAC'; part of what makes two observations the same offer. */
    notes: text('notes'),
    priceUsd: numeric('price_usd', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    /** Null only for the rows seeded from the July 2025 files, which recorded none. */
    sourceUrl: text('source_url'),
    observedOn: date('observed_on').notNull(),
    /** Null for the seed, and after the editor's account is deleted. */
    enteredBy: text('entered_by').references(() => user.id, { onDelete: 'set null' }),
    enteredAt: timestamp('entered_at', { withTimezone: true }).notNull().defaultNow(),
    source: text('source').$type<PriceSource>().notNull().default('editor'),
    /** False when the shop listed it out of stock: shown as such, with this price. */
    inStock: boolean('in_stock').notNull().default(true),
  },
  (table) => [
    check('price_observations_source_valid', oneOf('source', priceSources)),
    check('price_observations_amount_positive', sql`${table.amount} > 0`),
    check('price_observations_price_positive', sql`${table.priceUsd} > 0`),
    check('price_observations_unit_valid', oneOf('unit', editorialPriceUnits)),
    check('price_observations_source_https', sql`${table.sourceUrl} ~ '^https?://'`),
    index('price_observations_offer_idx').on(
      table.peptide,
      table.vendorId,
      table.unit,
      table.amount,
      table.observedOn.desc(),
    ),
    // One vendor's history by day (the vendor page's bounded series) without a table scan.
    index('price_observations_vendor_day_idx').on(table.vendorId, table.observedOn),
  ],
);

export const labResults = pgTable(
  'lab_results',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id),
    peptide: text('peptide').notNull(),
    /** Null only for seeded grades of vendors the files named no lab for. */
    lab: text('lab'),
    testedOn: date('tested_on').notNull(),
    /** After this day the grade is stale: shown with its date, never counted as verified. */
    expiresOn: date('expires_on').notNull(),
    grade: text('grade').$type<(typeof editorialLabGrades)[number]>().notNull(),
    /** How many tests the grade summarises; under 3 reads "limited data". */
    numTests: integer('num_tests').notNull().default(1),
    purityPercent: numeric('purity_percent', { precision: 5, scale: 2, mode: 'number' }),
    labelMg: numeric('label_mg', { precision: 10, scale: 2, mode: 'number' }),
    measuredMg: numeric('measured_mg', { precision: 10, scale: 2, mode: 'number' }),
    certificateUrl: text('certificate_url'),
    /** Editorial 0-10 summaries carried over from the seeded grade records. */
    overallScore: numeric('overall_score', { precision: 3, scale: 1, mode: 'number' }),
    purityScore: numeric('purity_score', { precision: 3, scale: 1, mode: 'number' }),
    potencyScore: numeric('potency_score', { precision: 3, scale: 1, mode: 'number' }),
    testingCompanyScore: numeric('testing_company_score', {
      precision: 3,
      scale: 1,
      mode: 'number',
    }),
    enteredBy: text('entered_by').references(() => user.id, { onDelete: 'set null' }),
    enteredAt: timestamp('entered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('lab_results_grade_valid', oneOf('grade', editorialLabGrades)),
    check('lab_results_num_tests_positive', sql`${table.numTests} >= 1`),
    check('lab_results_expiry_after_test', sql`${table.expiresOn} >= ${table.testedOn}`),
    check('lab_results_purity_range', sql`${table.purityPercent} between 0 and 100`),
    check('lab_results_amounts_positive', sql`${table.labelMg} > 0 and ${table.measuredMg} >= 0`),
    check('lab_results_certificate_https', sql`${table.certificateUrl} ~ '^https?://'`),
    index('lab_results_vendor_peptide_idx').on(
      table.vendorId,
      table.peptide,
      table.testedOn.desc(),
    ),
  ],
);
