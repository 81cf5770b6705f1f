/**
 * A member's notifications: the /notifications list, marking read, and where each one
 * leads. Every query is bounded by the member's own id: nobody reads or marks another's.
 */
import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '#database/client';
import { comments, discussions, notifications, profiles, vendorReviews } from '#database/schema';
import { vendorName } from '~/data/vendors';
import { visibleName } from '~/features/auth/session-user';
import { describeNotice, type NoticeFacts } from './notice-text';
import { commentHref } from '~/features/community/comment-links';

export const notificationsPerPage = 30;

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
export function noticeRows(db: Database, where: SQL | undefined) {
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
    .orderBy(desc(notifications.createdAt), desc(notifications.id));
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

/** One page of the member's notifications, newest first, and whether an older page exists. */
export async function listNotifications(db: Database, userId: string, page: number) {
  const rows = await noticeRows(db, eq(notifications.userId, userId))
    .limit(notificationsPerPage + 1)
    .offset((page - 1) * notificationsPerPage);
  const items = rows.slice(0, notificationsPerPage).map(toItem);
  return { items, hasNextPage: rows.length > notificationsPerPage };
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
