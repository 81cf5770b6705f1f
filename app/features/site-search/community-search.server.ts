/**
 * Full-text search of the forum (PostgreSQL's, the same on the embedded database): discussions
 * (their title weighing more than their text) and comments, through the generated `search`
 * columns and their GIN indexes (migration 0005). Approved content only, except a member's own
 * and, for an admin, everything, each hit marked with its status. The best-ranked among the 500
 * most recent matches: a common word is as quick to find as a rare one.
 */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '#database/client';
import { comments, discussions, type ModerationStatus } from '#database/schema';
import type { SessionUser } from '~/features/auth/session.server';
import { markEnd, markStart, type SearchQuery } from './search-query';

export type CommunityKind = 'discussion' | 'comment';

export interface CommunityHit {
  id: string;
  href: string;
  /** The discussion's title (for a comment, the discussion it is in). */
  title: string;
  /** The matching passage; the matched words are between markStart and markEnd. */
  snippet: string;
  status: ModerationStatus;
  createdAt: Date;
}

const candidates = 500;
const headlineOptions = `StartSel=${markStart}, StopSel=${markEnd}, MaxWords=30, MinWords=12`;

/** Every word as a prefix, every phrase as written: all must match. Values are bound. */
function tsQuery(query: SearchQuery): SQL {
  const parts = [
    ...query.words.map((word) => sql`to_tsquery('english', ${`${word}:*`})`),
    ...query.phrases.map((phrase) => sql`phraseto_tsquery('english', ${phrase})`),
  ];
  return sql`(${sql.join(parts, sql` && `)})`;
}

interface Searched {
  id: AnyPgColumn;
  content: AnyPgColumn;
  status: AnyPgColumn;
  authorId: AnyPgColumn;
  createdAt: AnyPgColumn;
  search: AnyPgColumn;
}

/** The rows of `table` this viewer may find that match `q`: approved, their own, or all. */
function matching(table: Searched, q: SQL, viewer: SessionUser | null, approved: SQL) {
  const visible = viewer?.isAdmin
    ? undefined
    : viewer
      ? sql`(${approved} or ${table.authorId} = ${viewer.id})`
      : approved;
  return and(sql`${table.search} @@ ${q}`, visible);
}

/** The columns every hit is read from, whatever its table. */
const hitFields = (table: Searched, discussionId: AnyPgColumn, q: SQL) => ({
  id: sql<string>`${table.id}`.as('id'),
  discussionId: sql<string>`${discussionId}`.as('discussion_id'),
  title: sql<string>`${discussions.title}`.as('title'),
  content: sql<string>`${table.content}`.as('content'),
  status: sql<ModerationStatus>`${table.status}`.as('status'),
  createdAt: sql`${table.createdAt}`
    .mapWith((value: string | Date) => new Date(value))
    .as('created_at'),
  rank: sql<number>`ts_rank(${table.search}, ${q})`.as('rank'),
});

function recentMatches(db: Database, kind: CommunityKind, q: SQL, viewer: SessionUser | null) {
  const approved = sql`${discussions.status} = 'approved'`;
  const query =
    kind === 'discussion'
      ? db
          .select(hitFields(discussions, discussions.id, q))
          .from(discussions)
          .where(matching(discussions, q, viewer, approved))
          .orderBy(desc(discussions.createdAt))
      : db
          .select(hitFields(comments, comments.discussionId, q))
          .from(comments)
          .innerJoin(discussions, eq(discussions.id, comments.discussionId))
          .where(
            matching(comments, q, viewer, sql`(${approved} and ${comments.status} = 'approved')`),
          )
          .orderBy(desc(comments.createdAt));
  return query.limit(candidates).as('recent');
}

export async function searchCommunity(
  db: Database,
  kind: CommunityKind,
  query: SearchQuery,
  viewer: SessionUser | null,
  limit: number,
): Promise<CommunityHit[]> {
  const q = tsQuery(query);
  const recent = recentMatches(db, kind, q, viewer);
  const order = [desc(recent.rank), desc(recent.createdAt)];
  // The passage is worked out for the hits shown only: the outer query over the best few.
  const best = db
    .select()
    .from(recent)
    .orderBy(...order)
    .limit(limit)
    .as('best');
  const rows = await db
    .select({
      id: best.id,
      discussionId: best.discussionId,
      title: best.title,
      status: best.status,
      createdAt: best.createdAt,
      snippet: sql<string>`ts_headline('english', ${best.content}, ${q}, ${headlineOptions})`,
    })
    .from(best)
    .orderBy(desc(best.rank), desc(best.createdAt));
  return rows.map(({ discussionId, ...row }) => ({
    ...row,
    href: `/community/discussion/${discussionId}${kind === 'comment' ? `#comment-${row.id}` : ''}`,
  }));
}
