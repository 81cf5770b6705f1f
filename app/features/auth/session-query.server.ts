/**
 * The one query every signed-in request asks (session.server.ts): session, user and profile by
 * token, expiry checked, with the header's unread count and the own-posts test riding along (no
 * second round trip). Those two read the forum's tables: if that part fails while the database
 * answers (a broken table, say), the member is still read without them, and it is logged.
 */
import { and, eq, gt, not, sql } from 'drizzle-orm';
import type { Database } from '#database/client';
import { comments, discussions, notifications, profiles, session, user } from '#database/schema';
import { isDatabaseUnavailable } from '~/utils/database-errors.server';
import { perDatabase } from '~/utils/per-database.server';
import type { SessionUser } from './session-user';
import { isSuspended } from './suspension.server';

/** The header shows "99+" beyond this: counting stops there, so a long backlog costs no more. */
const unreadCap = 100;
const unreadCount = sql<number>`(select count(*)::int from (select 1 from ${notifications}
  where ${notifications.userId} = ${user.id} and ${notifications.readAt} is null
  limit ${sql.raw(String(unreadCap))}) as unread)`;

/**
 * Whether the member's forum pages differ from everyone else's: they have posts others cannot
 * see (pending, or rejected or hidden in the last 14 days), or posts still in their 30-minute
 * edit window (Edit and Remove show on them). Their forum pages are then rendered for them alone.
 */
const awaiting = (table: typeof discussions | typeof comments) =>
  sql`exists (select 1 from ${table} where ${table.authorId} = ${user.id}
    and (${table.status} = 'pending'
      or (${table.status} in ('rejected', 'hidden') and ${table.createdAt} > now() - interval '14 days')))
    or exists (select 1 from ${table} where ${table.authorId} = ${user.id}
      and ${table.createdAt} > now() - interval '30 minutes' and ${table.deletedAt} is null)`;
const ownAwaiting = sql<boolean>`(${awaiting(discussions)} or ${awaiting(comments)})`;

const memberColumns = {
  id: user.id,
  email: user.email,
  username: profiles.username,
  displayName: profiles.displayName,
  avatarUrl: profiles.avatarUrl,
  isAdmin: profiles.isAdmin,
};

const bySession = (db: Database, columns: typeof memberColumns, name: string) =>
  db
    .select(columns)
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .innerJoin(profiles, eq(profiles.userId, session.userId))
    .where(
      and(
        eq(session.token, sql.placeholder('token')),
        gt(session.expiresAt, sql.placeholder('now')),
        // A suspended member has no session, even one made in a race with the suspension.
        not(isSuspended(sql.placeholder('now'))),
      ),
    )
    .limit(1)
    .prepare(name);

const withExtras = { ...memberColumns, unreadCount, ownAwaiting };
const fullQuery = perDatabase((db) =>
  bySession(db, withExtras as typeof memberColumns, 'session_user'),
);
const plainQuery = perDatabase((db) => bySession(db, memberColumns, 'session_user_plain'));

/** The member's row: what SessionUser holds before names are worked out, and the count. */
export type SessionRow = Pick<
  SessionUser,
  'id' | 'email' | 'username' | 'displayName' | 'avatarUrl' | 'isAdmin' | 'ownAwaiting'
> & { unreadCount: number };

export async function readSessionRow(db: Database, token: string): Promise<SessionRow | null> {
  const values = { token, now: new Date() };
  try {
    const [row] = await fullQuery(db).execute(values);
    return (row as SessionRow | undefined) ?? null;
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw error;
    console.error(`[auth] unread count or own posts not read: ${(error as Error).message}`);
    const [row] = await plainQuery(db).execute(values);
    return row ? { ...row, unreadCount: 0, ownAwaiting: false } : null;
  }
}
