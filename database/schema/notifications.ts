/**
 * What a member is told: a reply to their discussion or comment, a helpful vote on
 * their review, a moderator's decision on what they posted. Replies and votes are written by
 * triggers (migration 0007), so every writer tells; decisions by the moderation code, which
 * knows the reason. Nobody is told of their own action: the database refuses it.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { followKinds } from './follows';
import { comments, discussions } from './community';
import { vendorReviews } from './reviews';

export const notificationKinds = [
  'discussion_reply',
  'comment_reply',
  'review_helpful',
  'discussion_approved',
  'discussion_rejected',
  'comment_approved',
  'comment_rejected',
  'review_approved',
  'review_rejected',
  'content_hidden',
  'price_alert',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    /** Who replied or voted; null for a moderator's decision (moderators stay anonymous). */
    actorId: text('actor_id').references(() => user.id, { onDelete: 'set null' }),
    discussionId: uuid('discussion_id').references(() => discussions.id, { onDelete: 'cascade' }),
    commentId: uuid('comment_id').references(() => comments.id, { onDelete: 'cascade' }),
    reviewId: uuid('review_id').references(() => vendorReviews.id, { onDelete: 'cascade' }),
    reason: text('reason'),
    /** A notice told to followers of a subject: its whole sentence, written when it happened. */
    message: text('message'),
    /** Where a follower's notice leads (a path on the site). */
    link: text('link'),
    /** The followed subject that brought the notice, so that it can offer "Unfollow". */
    subjectKind: text('subject_kind'),
    subjectKey: text('subject_key'),
    /** What a follower's notice is about (one offer), and its day: one notice per item a day. */
    itemKey: text('item_key'),
    itemDay: date('item_day'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
  },
  (table) => [
    check(
      'notifications_kind_valid',
      sql.raw(`kind in (${notificationKinds.map((kind) => `'${kind}'`).join(', ')})`),
    ),
    check(
      'notifications_not_own_action',
      sql`${table.actorId} is null or ${table.actorId} <> ${table.userId}`,
    ),
    check('notifications_reason_length', sql`char_length(${table.reason}) <= 500`),
    check('notifications_message_length', sql`char_length(${table.message}) <= 500`),
    check('notifications_link_on_site', sql`${table.link} ~ '^/[^/]'`),
    check(
      'notifications_subject_kind_valid',
      sql.raw(`subject_kind in (${followKinds.map((kind) => `'${kind}'`).join(', ')})`),
    ),
    check(
      'notifications_item_has_day',
      sql`(${table.itemKey} is null) = (${table.itemDay} is null)`,
    ),
    // The member's list, newest first, by cursor on (created_at, id).
    index('notifications_user_key_idx').on(table.userId, table.createdAt.desc(), table.id.desc()),
    // Deleting a discussion, comment or review deletes its notices (foreign keys cascade).
    index('notifications_discussion_idx').on(table.discussionId),
    index('notifications_comment_idx').on(table.commentId),
    index('notifications_review_idx').on(table.reviewId),
    // The header's unread count, asked with every signed-in page.
    index('notifications_unread_idx')
      .on(table.userId)
      .where(sql`read_at is null`),
    // One "marked helpful" per voter and review, however often the vote is taken back.
    uniqueIndex('notifications_helpful_once_idx')
      .on(table.userId, table.reviewId, table.actorId)
      .where(sql`kind = 'review_helpful'`),
    // At most one notice of a kind per member, item and day, however many follows lead to it.
    uniqueIndex('notifications_item_day_idx')
      .on(table.userId, table.kind, table.itemKey, table.itemDay)
      .where(sql`item_key is not null`),
  ],
);
