/**
 * What a member follows: a peptide's prices, a vendor's prices, and later kinds of subject
 * (a subject is a kind and a key: a peptide's slug, a vendor's slug). The follow is the member's
 * own choice: it goes with the account (foreign key cascades), and a member follows a subject once.
 */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

/** The kinds of subject a member can follow; a new kind is added here and in a migration. */
export const followKinds = ['peptide', 'vendor'] as const;
export type FollowKind = (typeof followKinds)[number];

export const follows = pgTable(
  'follows',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    subjectKind: text('subject_kind').$type<FollowKind>().notNull(),
    /** The subject's slug. */
    subjectKey: text('subject_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'follows_kind_valid',
      sql.raw(`subject_kind in (${followKinds.map((kind) => `'${kind}'`).join(', ')})`),
    ),
    check('follows_key_length', sql`char_length(${table.subjectKey}) between 1 and 200`),
    uniqueIndex('follows_once_idx').on(table.userId, table.subjectKind, table.subjectKey),
    // Who follows a subject: read on every price published.
    index('follows_subject_idx').on(table.subjectKind, table.subjectKey),
  ],
);
