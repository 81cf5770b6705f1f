/**
 * Messages to the operators from /contact, read on the admin Messages page. The
 * sender's e-mail is optional (for a reply); a member's messages go with their account.
 */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name'),
    email: text('email'),
    body: text('body').notNull(),
    userId: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (table) => [
    check(
      'contact_messages_lengths',
      sql`char_length(${table.body}) between 1 and 5000 and coalesce(char_length(${table.name}), 0) <= 100 and coalesce(char_length(${table.email}), 0) <= 254`,
    ),
    // The Messages page's order, open ones first, then newest (app/utils/keyset-page.server.ts):
    // walked either way without a sort. The group is an expression, so it is written out.
    index('contact_messages_key_idx').on(
      sql`(handled_at is null) desc nulls last`,
      table.createdAt.desc(),
      table.id.desc(),
    ),
  ],
);
