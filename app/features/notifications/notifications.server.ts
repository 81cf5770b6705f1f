/**
 * A member's notifications: the /notifications list, marking read, and where each one
 * leads. Every query is bounded by the member's own id: nobody reads or marks another's.
 */
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '#database/client';
import { comments, discussions, notifications, profiles, vendorReviews } from '#database/schema';
import { vendorName } from '~/data/vendors';
import { visibleName } from '~/features/auth/session-user';
import { describeNotice, type NoticeFacts } from './notice-text';
import { commentHref } from '~/features/community/comment-links';
import { newestFirstKeyset, type PageStart } from '~/utils/keyset-page.server';

export const notificationsPerPage = 30;
/** The list's name in its cursors: a cursor of another list is refused. */
export const notificationsList = 'notifications';
export const notificationsKeyset = newestFirstKeyset({
  createdAt: notifications.createdAt,
  id: notifications.id,
});
const keyset = notificationsKeyset;

export interface NotificationItem {
  id: string;
  text: string;
  reason: string | null;
  /** The followed subject a follower's notice came from, offered as "Unfollow". */
  followed: { kind: string; key: string } | null;
  createdAt: string;
  read: boolean;
}

const actor = alias(profiles, 'actor');
/** A notice about a comment may name its discussion or leave it to the comment. */
const discussionOf = sql<string>`coalesce(${notifications.discussionId}, ${comments.discussionId})`;

/** Notifications with what their text needs (discussion, vendor, who acted). */
export function noticeRows(db: Database, where: SQL | undefined, order = keyset.newestFirst) {
  return db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      reason: notifications.reason,
      message: notifications.message,
      subjectKind: notifications.subjectKind,
      subjectKey: notifications.subjectKey,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
      keyTime: keyset.keyTime,
      discussionTitle: discussions.title,
      vendorSlug: vendorReviews.vendorSlug,
      actorUsername: actor.username,
      actorDisplayName: actor.displayName,
    })
    .from(notifications)
    .leftJoin(comments, eq(comments.id, notifications.commentId))
    .leftJoin(discussions, eq(discussions.id, discussionOf))
    .leftJoin(vendorReviews, eq(vendorReviews.id, notifications.reviewId))
    .leftJoin(actor, eq(actor.userId, notifications.actorId))
    .where(where)
    .orderBy(...order);
}

type NoticeRow = Awaited<ReturnType<typeof noticeRows>>[number];

export const toItem = (row: NoticeRow): NotificationItem => ({
  id: row.id,
  text: describeNotice(factsOf(row)),
  reason: row.reason,
  followed:
    row.subjectKind && row.subjectKey ? { kind: row.subjectKind, key: row.subjectKey } : null,
  createdAt: row.createdAt.toISOString(),
  read: row.readAt !== null,
});

/**
 * One page of the member's notifications, newest first, by cursor on (created_at, id) along
 * notifications_user_key_idx, with the cursors of the pages around it.
 */
export async function listNotifications(db: Database, userId: string, start: PageStart) {
  const where = and(eq(notifications.userId, userId), keyset.from(start));
  const rows = await noticeRows(db, where, keyset.order(start)).limit(notificationsPerPage + 1);
  const page = keyset.page(notificationsList, start, rows, notificationsPerPage);
  return {
    items: page.rows.map(toItem),
    previousCursor: page.previousCursor,
    nextCursor: page.nextCursor,
  };
}

/** The ?after= cursor of an old ?page=N link of the member's list; 404 past the end. */
export function notificationsPageCursor(db: Database, userId: string, page: number) {
  return keyset.legacyCursor(notificationsList, page, notificationsPerPage, (skip) =>
    db
      .select({ keyTime: keyset.keyTime, id: notifications.id })
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(...keyset.newestFirst)
      .limit(2)
      .offset(skip),
  );
}

function factsOf(row: {
  kind: NoticeFacts['kind'];
  message: string | null;
  discussionTitle: string | null;
  vendorSlug: string | null;
  actorUsername: string | null;
  actorDisplayName: string | null;
}): NoticeFacts {
  const actorName = row.actorUsername
    ? visibleName({ displayName: row.actorDisplayName, username: row.actorUsername, email: '' })
    : null;
  return {
    kind: row.kind,
    message: row.message,
    discussionTitle: row.discussionTitle,
    vendor: row.vendorSlug ? vendorName(row.vendorSlug) : null,
    actorName,
  };
}

/** Marks one of the member's notifications read and returns where it leads; null if not theirs. */
export async function openNotification(db: Database, userId: string, id: string) {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({
      discussionId: notifications.discussionId,
      commentId: notifications.commentId,
      reviewId: notifications.reviewId,
      link: notifications.link,
    });
  if (!row) return null;
  if (row.link) return row.link;
  let discussionId = row.discussionId;
  if (!discussionId && row.commentId) {
    const [comment] = await db
      .select({ discussionId: comments.discussionId })
      .from(comments)
      .where(eq(comments.id, row.commentId));
    discussionId = comment?.discussionId ?? null;
  }
  if (discussionId) {
    return row.commentId
      ? commentHref(discussionId, row.commentId)
      : `/community/discussion/${discussionId}`;
  }
  if (row.reviewId) {
    const [review] = await db
      .select({ vendorSlug: vendorReviews.vendorSlug })
      .from(vendorReviews)
      .where(eq(vendorReviews.id, row.reviewId));
    if (review) return `/vendors/${review.vendorSlug}#reviews`;
  }
  return '/notifications';
}

/** Marks every unread notification of the member read; how many were. */
export async function markAllRead(db: Database, userId: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}
