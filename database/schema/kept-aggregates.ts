/**
 * Figures kept beside the rows they summarise, so a page reads one row instead of counting
 * thousands. Triggers in the migrations keep them right for every writer, in the same
 * transaction as the write: the vendor page's rating summary, every page's current prices, each
 * member's posts (the admin Members page) and the site's totals (the admin dashboard).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { priceObservations, vendors } from './editorial';

/** Approved reviews of one vendor: how many, their ratings' sum and how many gave each star. */
export const vendorReviewStats = pgTable(
  'vendor_review_stats',
  {
    vendorSlug: text('vendor_slug').primaryKey(),
    approvedCount: integer('approved_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    oneStar: integer('one_star').notNull().default(0),
    twoStars: integer('two_stars').notNull().default(0),
    threeStars: integer('three_stars').notNull().default(0),
    fourStars: integer('four_stars').notNull().default(0),
    fiveStars: integer('five_stars').notNull().default(0),
  },
  (table) => [
    check(
      'vendor_review_stats_counts_add_up',
      sql`${table.approvedCount} = ${table.oneStar} + ${table.twoStars} + ${table.threeStars} + ${table.fourStars} + ${table.fiveStars}`,
    ),
  ],
);

/**
 * The newest observation of every offer (vendor, peptide, amount, unit, variant): the current
 * price. `firstObservationId` is the offer's first observation, the editors' order.
 */
export const currentPrices = pgTable(
  'current_prices',
  {
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id),
    peptide: text('peptide').notNull(),
    amount: numeric('amount', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    unit: text('unit').notNull(),
    /** The variant, '' for none, so that it can be part of the key. */
    variant: text('variant').notNull(),
    observationId: bigint('observation_id', { mode: 'number' })
      .notNull()
      .references(() => priceObservations.id),
    firstObservationId: bigint('first_observation_id', { mode: 'number' }).notNull(),
    /**
     * The first observation of the offer's peptide and dosage (peptide, amount, unit): with
     * `firstObservationId`, the editors' order of the price table, kept by a trigger so the open
     * data API can page along current_prices_entry_order_idx.
     */
    entryOrder: bigint('entry_order', { mode: 'number' }).notNull().default(0),
    observedOn: date('observed_on').notNull(),
  },
  (table) => [
    primaryKey({
      columns: [table.vendorId, table.peptide, table.amount, table.unit, table.variant],
    }),
    index('current_prices_observed_on_idx').on(table.observedOn),
    index('current_prices_entry_order_idx').on(table.entryOrder, table.firstObservationId),
    // The offers of one peptide and dosage: a new offer's entry order, and a page's best values.
    index('current_prices_dosage_idx').on(table.peptide, table.amount, table.unit),
  ],
);

/**
 * What a member has written, in every status (pending, hidden, rejected and removed too): the
 * admin Members page's figures. A row appears with the member's first post; a missing row is 0.
 */
export const memberPostCounts = pgTable('member_post_counts', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  reviews: integer('reviews').notNull().default(0),
  discussions: integer('discussions').notNull().default(0),
  comments: integer('comments').notNull().default(0),
});

/**
 * The admin dashboard's site totals, in one row: members (not the "Deleted member" account) and
 * every discussion and comment, in any status.
 */
export const siteTotals = pgTable(
  'site_totals',
  {
    only: boolean('only').primaryKey().default(true),
    members: integer('members').notNull().default(0),
    discussions: integer('discussions').notNull().default(0),
    comments: integer('comments').notNull().default(0),
  },
  (table) => [check('site_totals_one_row', sql`${table.only}`)],
);
