/**
 * "Download my data" (issue 20): everything the site holds of one member, and nothing of anyone
 * else, as one JSON document. Every row is read with the member's id in its WHERE clause; the
 * only column left out is a session's token (a secret, and not data about them).
 */
import { asc, eq } from 'drizzle-orm';
import type { Database } from '#database/client';
import {
  comments,
  discussions,
  flags,
  notifications,
  profiles,
  reviewVotes,
  session,
  user,
  vendorReviews,
} from '#database/schema';

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
    flags: ownFlags,
    notifications: ownNotifications,
    sessions,
  };
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
  };
}
