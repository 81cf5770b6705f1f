import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { oneOf, vendors } from './editorial';
import { priceSources, type PriceSource } from './price-sources';

export const editorialActions = [
  'vendor_added',
  'vendor_corrected',
  'price_added',
  'prices_imported',
  'lab_result_added',
] as const;
export type EditorialAction = (typeof editorialActions)[number];

/** Who changed the editorial data and when; written in the same transaction as the change. */
export const editorialLog = pgTable(
  'editorial_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: text('actor_id').references(() => user.id, { onDelete: 'set null' }),
    action: text('action').$type<EditorialAction>().notNull(),
    vendorId: integer('vendor_id').references(() => vendors.id),
    /** What changed, in words: "BPC-157 5mg at $29", "rating, description". */
    summary: text('summary').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    source: text('source').$type<PriceSource>().notNull().default('editor'),
  },
  () => [
    check('editorial_log_source_valid', oneOf('source', priceSources)),
    check('editorial_log_action_valid', oneOf('action', editorialActions)),
    check('editorial_log_summary_length', sql`char_length(summary) between 1 and 500`),
    index('editorial_log_recent_idx').on(sql`created_at desc`),
  ],
);
