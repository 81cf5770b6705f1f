/**
 * A member's follows: follow, unfollow and whether they follow a subject. Every query is bounded
 * by the member's own id: nobody follows or unfollows for another.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '#database/client';
import { follows } from '#database/schema';
import type { FollowSubject } from './follow-subjects';

const isSubject = (userId: string, { kind, key }: FollowSubject) =>
  and(eq(follows.userId, userId), eq(follows.subjectKind, kind), eq(follows.subjectKey, key));

/** Follows the subject; following it again changes nothing (the database's unique key). */
export async function follow(db: Database, userId: string, subject: FollowSubject) {
  await db
    .insert(follows)
    .values({ userId, subjectKind: subject.kind, subjectKey: subject.key })
    .onConflictDoNothing({ target: [follows.userId, follows.subjectKind, follows.subjectKey] });
}

export async function unfollow(db: Database, userId: string, subject: FollowSubject) {
  await db.delete(follows).where(isSubject(userId, subject));
}

export async function isFollowing(db: Database, userId: string, subject: FollowSubject) {
  const [row] = await db
    .select({ id: follows.id })
    .from(follows)
    .where(isSubject(userId, subject))
    .limit(1);
  return row !== undefined;
}

/** The member's follows, oldest first, for their data export. */
export function followsOf(db: Database, userId: string) {
  return db
    .select({
      kind: follows.subjectKind,
      key: follows.subjectKey,
      createdAt: follows.createdAt,
    })
    .from(follows)
    .where(eq(follows.userId, userId))
    .orderBy(asc(follows.createdAt));
}
