/**
 * The audit trail: every moderation action, written in the same transaction as the
 * change it records, never deleted by the app. The actor is null for the command line and
 * ADMIN_EMAILS at start-up. Deleting an account is the one update: the member's id, as actor or
 * target, becomes "deleted-member" and a reason quoting them says "a deleted member"
 * (app/features/account/erase-traces.server.ts). Entries hold ids only: what a target is called
 * is read from the target itself when the trail is shown.
 */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

export const moderationActions = [
  'approve',
  'reject',
  'pin',
  'unpin',
  'grant_admin',
  'revoke_admin',
  // Flags (docs/decisions/0014): an admin hides, dismisses the flags or keeps the content;
  // auto_hide is the database's own, when a third member flags (actor null).
  'hide',
  'dismiss_flags',
  'keep',
  'auto_hide',
  // Members: an admin suspends a member, or lifts the suspension.
  'suspend',
  'lift_suspension',
] as const;
export type ModerationAction = (typeof moderationActions)[number];
export const moderationTargets = ['discussion', 'comment', 'review', 'user'] as const;
export type ModerationTarget = (typeof moderationTargets)[number];

const oneOf = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(', ')})`);

export const moderationLog = pgTable(
  'moderation_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: text('actor_id').references(() => user.id, { onDelete: 'set null' }),
    action: text('action').$type<ModerationAction>().notNull(),
    targetKind: text('target_kind').$type<ModerationTarget>().notNull(),
    targetId: text('target_id').notNull(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('moderation_log_action_valid', oneOf('action', moderationActions)),
    check('moderation_log_target_valid', oneOf('target_kind', moderationTargets)),
    check('moderation_log_reason_length', sql`char_length(reason) <= 500`),
    // The audit trail, all of it or of one action, newest first, by cursor on (created_at, id).
    index('moderation_log_key_idx').on(table.createdAt.desc(), table.id.desc()),
    index('moderation_log_action_key_idx').on(
      table.action,
      table.createdAt.desc(),
      table.id.desc(),
    ),
  ],
);
