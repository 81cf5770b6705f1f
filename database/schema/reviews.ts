/**
 * Vendor reviews and the helpful / not-helpful votes on them. PostgreSQL itself enforces the
 * rules it can: one review per member and vendor, one vote per member and review, ranges.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { ownEditColumns, statusCheck, type ModerationStatus, type VoteType } from './community';

export const vendorReviews = pgTable(
  'vendor_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vendorSlug: text('vendor_slug').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    comment: text('comment'),
    status: text('status').$type<ModerationStatus>().notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    helpfulVotes: integer('helpful_votes').notNull().default(0),
    notHelpfulVotes: integer('not_helpful_votes').notNull().default(0),
    ...ownEditColumns(),
  },
  (table) => [
    check('vendor_reviews_rating_range', sql`${table.rating} between 1 and 5`),
    check(
      'vendor_reviews_comment_length',
      sql`${table.comment} is null or char_length(${table.comment}) <= 500`,
    ),
    check('vendor_reviews_status_valid', statusCheck('status')),
    check(
      'vendor_reviews_votes_non_negative',
      sql`${table.helpfulVotes} >= 0 and ${table.notHelpfulVotes} >= 0`,
    ),
    unique('vendor_reviews_vendor_user_unique').on(table.vendorSlug, table.userId),
    // The vendor page's keyset: newest first, the id breaking ties between equal times.
    index('vendor_reviews_list_idx').on(
      table.vendorSlug,
      table.status,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    index('vendor_reviews_status_idx').on(table.status, table.createdAt.desc()),
    // A member's reviews: the admin Members page's flags on them, and an account's deletion.
    index('vendor_reviews_user_idx').on(table.userId),
  ],
);

export const reviewVotes = pgTable(
  'review_votes',
  {
    reviewId: uuid('review_id')
      .notNull()
      .references(() => vendorReviews.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    voteType: text('vote_type').$type<VoteType>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.reviewId, table.userId] }),
    check('review_votes_type_valid', sql`${table.voteType} in ('helpful', 'not_helpful')`),
    index('review_votes_user_idx').on(table.userId),
  ],
);
