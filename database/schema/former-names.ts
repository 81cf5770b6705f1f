/**
 * Every username, display name, account name and e-mail address a member gave up, written by
 * triggers on `profiles` and `user` whatever changed them (migration "former_names"). Others'
 * words may still quote an old name after a rename, so deleting the account erases those too
 * (app/features/account/erase-traces.server.ts); the rows go with the user row.
 */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

export const formerNameKinds = ['username', 'display_name', 'name', 'email'] as const;

export const formerNames = pgTable(
  'former_names',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: formerNameKinds }).notNull(),
    value: text('value').notNull(),
    replacedAt: timestamp('replaced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('former_names_user_id_idx').on(table.userId),
    check(
      'former_names_kind',
      sql.raw(`kind in (${formerNameKinds.map((kind) => `'${kind}'`).join(', ')})`),
    ),
  ],
);
