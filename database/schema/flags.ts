/**
 * Members' flags on a discussion, comment or review (docs/decisions/0014): one per
 * member and target, with a reason. Open until an admin decides (resolved_at, resolution,
 * resolved_by). Three open flags from different members hide approved content at once: a
 * trigger of migration 0008 locks the target row, counts and hides it exactly once.
 */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { comments, discussions } from './community';
import { vendorReviews } from './reviews';

export const flagReasons = ['spam', 'abuse', 'medical_claim', 'other'] as const;
export type FlagReason = (typeof flagReasons)[number];
/** hidden: taken down; dismissed: the flags were wrong; kept: reviewed, never auto-hidden again. */
export const flagResolutions = ['hidden', 'dismissed', 'kept'] as const;
export type FlagResolution = (typeof flagResolutions)[number];

const oneOf = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(', ')})`);

export const flags = pgTable(
  'flags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    discussionId: uuid('discussion_id').references(() => discussions.id, { onDelete: 'cascade' }),
    commentId: uuid('comment_id').references(() => comments.id, { onDelete: 'cascade' }),
    reviewId: uuid('review_id').references(() => vendorReviews.id, { onDelete: 'cascade' }),
    reason: text('reason').$type<FlagReason>().notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolution: text('resolution').$type<FlagResolution>(),
    resolvedBy: text('resolved_by').references(() => user.id, { onDelete: 'set null' }),
  },
  (table) => [
    check(
      'flags_one_target',
      sql`num_nonnulls(${table.discussionId}, ${table.commentId}, ${table.reviewId}) = 1`,
    ),
    check('flags_reason_valid', oneOf('reason', flagReasons)),
    check('flags_note_length', sql`char_length(${table.note}) <= 500`),
    check('flags_resolution_valid', oneOf('resolution', flagResolutions)),
    check(
      'flags_resolved_whole',
      sql`(${table.resolvedAt} is null) = (${table.resolution} is null)`,
    ),
    // Once per member and target. The target comes first: the same index counts a target's
    // flags (the trigger) and serves the cascade when the target is deleted.
    unique('flags_discussion_member_unique').on(table.discussionId, table.userId),
    unique('flags_comment_member_unique').on(table.commentId, table.userId),
    unique('flags_review_member_unique').on(table.reviewId, table.userId),
    index('flags_user_idx').on(table.userId),
    // The admin's Flagged tab: open flags, oldest first.
    index('flags_open_idx')
      .on(table.createdAt)
      .where(sql`resolved_at is null`),
  ],
);
