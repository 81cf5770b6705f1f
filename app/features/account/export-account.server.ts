/**
 * "Download my data": everything the site holds of one member, and nothing of anyone
 * else, as one JSON document. Every row is read with the member's id in its WHERE clause; left
 * out are a session's token (a secret, and not data about them) and every other member's id:
 * who replied or voted is "a member" (votes are anonymous on the site), who decided "a moderator".
 */
import { asc, eq } from 'drizzle-orm';
import type { Database } from '#database/client';
import {
  comments,
  discussions,
  flags,
  formerNames,
  notificationKinds,
  notifications,
  profiles,
  reviewVotes,
  session,
  user,
  vendorReviews,
  type NotificationKind,
} from '#database/schema';
import { followsOf } from '~/features/follows/follows.server';

/** Usernames, names and addresses the member gave up, oldest first. */
const formerNamesOf = (db: Database, userId: string) =>
  db
    .select({
      kind: formerNames.kind,
      value: formerNames.value,
      replacedAt: formerNames.replacedAt,
    })
    .from(formerNames)
    .where(eq(formerNames.userId, userId))
    .orderBy(asc(formerNames.replacedAt));

/** The member's rows of every table that has any, oldest first. */
async function rowsOf(db: Database, userId: string) {
  const [
    reviews,
    reviewVotesOf,
    ownDiscussions,
    ownComments,
    ownFlags,
    ownNotifications,
    sessions,
  ] = await Promise.all([
    db
      .select()
      .from(vendorReviews)
      .where(eq(vendorReviews.userId, userId))
      .orderBy(asc(vendorReviews.createdAt)),
    db
      .select()
      .from(reviewVotes)
      .where(eq(reviewVotes.userId, userId))
      .orderBy(asc(reviewVotes.createdAt)),
    db
      .select()
      .from(discussions)
      .where(eq(discussions.authorId, userId))
      .orderBy(asc(discussions.createdAt)),
    db
      .select()
      .from(comments)
      .where(eq(comments.authorId, userId))
      .orderBy(asc(comments.createdAt)),
    db.select().from(flags).where(eq(flags.userId, userId)).orderBy(asc(flags.createdAt)),
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(asc(notifications.createdAt)),
    db
      .select({
        createdAt: session.createdAt,
        updatedAt: session.updatedAt,
        expiresAt: session.expiresAt,
        ipAddress: session.ipAddress,
        userAgent: session.userAgent,
      })
      .from(session)
      .where(eq(session.userId, userId))
      .orderBy(asc(session.createdAt)),
  ]);
  return {
    reviews,
    reviewVotes: reviewVotesOf,
    discussions: ownDiscussions,
    comments: ownComments,
    flags: ownFlags.map(withoutResolver),
    notifications: ownNotifications.map(withoutActor),
    sessions,
  };
}

const anotherMember = 'a member';
const anotherModerator = 'a moderator';
/** Notices of a moderator's decision: their actor is a moderator even when not recorded. */
const decisions = new Set<NotificationKind>(
  notificationKinds.filter((kind) => kind.endsWith('_approved') || kind.endsWith('_rejected')),
).add('content_hidden');

function withoutResolver<T extends { resolvedBy: string | null }>({ resolvedBy, ...flag }: T) {
  return { ...flag, resolvedBy: resolvedBy ? anotherModerator : null };
}

function withoutActor<T extends { actorId: string | null; kind: NotificationKind }>({
  actorId,
  ...notice
}: T) {
  const by = actorId ? anotherMember : decisions.has(notice.kind) ? anotherModerator : null;
  return { ...notice, by };
}

export async function exportAccount(db: Database, userId: string) {
  const [account] = await db
    .select({
      email: user.email,
      createdAt: user.createdAt,
      username: profiles.username,
      displayName: profiles.displayName,
      avatarUrl: profiles.avatarUrl,
      isAdmin: profiles.isAdmin,
      emailNotifications: profiles.emailNotifications,
    })
    .from(user)
    .innerJoin(profiles, eq(profiles.userId, user.id))
    .where(eq(user.id, userId));
  if (!account) return null;
  const rows = await rowsOf(db, userId);
  return {
    exportedAt: new Date().toISOString(),
    account,
    ...rows,
    formerNames: await formerNamesOf(db, userId),
    follows: await followsOf(db, userId),
  };
}
