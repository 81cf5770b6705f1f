/**
 * Vendors' price feeds (app/features/price-feeds): where each vendor's catalogue is read, what
 * the last check said, the items it lists with the match an editor confirmed, and the price
 * changes held for an editor. Prices themselves are published as price_observations with
 * source 'feed', through the editors' own writes.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { oneOf, vendors, type editorialPriceUnits } from './editorial';

export const priceFeedFormats = [
  'shopify',
  'woocommerce',
  'google-merchant',
  'product-page',
] as const;
export const priceFeedItemStatuses = ['new', 'matched', 'not_listed'] as const;

/** One feed per vendor, checked every PRICE_CHECK_HOURS by whichever process claims it first. */
export const priceFeeds = pgTable(
  'price_feeds',
  {
    vendorId: integer('vendor_id')
      .primaryKey()
      .references(() => vendors.id),
    url: text('url').notNull(),
    format: text('format').$type<(typeof priceFeedFormats)[number]>().notNull(),
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set while a process checks the feed; a claim past this time is abandoned and retaken. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    /** The last check's one sentence: "12 items, 2 prices published" or why it failed. */
    lastResult: text('last_result'),
    lastOk: boolean('last_ok'),
    failuresInRow: integer('failures_in_row').notNull().default(0),
    /** "Check prices now" is taken at most once a minute per vendor. */
    lastManualCheckAt: timestamp('last_manual_check_at', { withTimezone: true }),
  },
  (table) => [
    check('price_feeds_url_http', sql`${table.url} ~ '^https?://'`),
    check('price_feeds_format_valid', oneOf('format', priceFeedFormats)),
    index('price_feeds_due_idx').on(table.nextCheckAt),
  ],
);

/** Each page's validators and items, so a 304 reuses the items of the last answer. */
export const priceFeedPages = pgTable(
  'price_feed_pages',
  {
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id),
    url: text('url').notNull(),
    etag: text('etag'),
    lastModified: text('last_modified'),
    items: jsonb('items').$type<unknown[]>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.vendorId, table.url] })],
);

/**
 * An item a feed lists, matched once (status 'matched', with the offer it is) or set aside
 * ('not_listed'); a 'new' one waits in the editors' list with the site's proposal.
 * `checkedAt` is when a successful check last confirmed its published price, even unchanged.
 */
export const priceFeedItems = pgTable(
  'price_feed_items',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id),
    externalId: text('external_id').notNull(),
    title: text('title').notNull(),
    link: text('link'),
    priceUsd: numeric('price_usd', { precision: 10, scale: 2, mode: 'number' }),
    inStock: boolean('in_stock').notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status').$type<(typeof priceFeedItemStatuses)[number]>().notNull().default('new'),
    proposal: jsonb('proposal').$type<{
      peptide: string;
      amount: number | null;
      unit: (typeof editorialPriceUnits)[number];
      notes: string | null;
    }>(),
    peptide: text('peptide'),
    amount: numeric('amount', { precision: 10, scale: 2, mode: 'number' }),
    unit: text('unit').$type<(typeof editorialPriceUnits)[number]>(),
    notes: text('notes'),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    heldPriceUsd: numeric('held_price_usd', { precision: 10, scale: 2, mode: 'number' }),
    heldInStock: boolean('held_in_stock'),
    heldAt: timestamp('held_at', { withTimezone: true }),
    /** A held price an editor rejected: the same price is not held again. */
    rejectedPriceUsd: numeric('rejected_price_usd', { precision: 10, scale: 2, mode: 'number' }),
  },
  (table) => [
    unique('price_feed_items_external_uq').on(table.vendorId, table.externalId),
    check('price_feed_items_status_valid', oneOf('status', priceFeedItemStatuses)),
    check(
      'price_feed_items_matched_offer',
      sql`(${table.status} = 'matched') = (${table.peptide} is not null and ${table.amount} is not null and ${table.unit} is not null)`,
    ),
    index('price_feed_items_offer_idx').on(table.peptide, table.vendorId),
  ],
);
