/**
 * Full-text search of the forum (PostgreSQL's, the same on the embedded database): discussions
 * (their title weighing more than their text) and comments, through the generated `search`
 * columns and their GIN indexes (migration 0005). Approved content only, except a member's own
 * and, for an admin, everything, each hit marked with its status. Best-ranked first, then newest.
 *
 * A word found in most rows would make the index hand back all of them to rank: the index returns
 * a random sample of at most `sampleSize` matches instead (PostgreSQL's gin_fuzzy_search_limit),
 * so a common word is as quick to find as a rare one, which is found exhaustively.
 */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '#database/client';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
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

const sampleSize = 1000;
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

/** The best `limit` matches of `kind` this viewer may find, as a subquery. */
function bestMatches(
  tx: Transaction,
  kind: CommunityKind,
  q: SQL,
  viewer: SessionUser | null,
  limit: number,
) {
  const approved = sql`${discussions.status} = 'approved'`;
  const query =
    kind === 'discussion'
      ? tx
          .select(hitFields(discussions, discussions.id, q))
          .from(discussions)
          .where(matching(discussions, q, viewer, approved))
      : tx
          .select(hitFields(comments, comments.discussionId, q))
          .from(comments)
          .innerJoin(discussions, eq(discussions.id, comments.discussionId))
          .where(
            matching(comments, q, viewer, sql`(${approved} and ${comments.status} = 'approved')`),
          );
  return query
    .orderBy(sql`rank desc`, sql`created_at desc`)
    .limit(limit)
    .as('best');
}

/** The best `limit` hits of one kind, each with its passage, inside the search's transaction. */
async function hitsOf(
  tx: Transaction,
  kind: CommunityKind,
  q: SQL,
  viewer: SessionUser | null,
  limit: number,
): Promise<CommunityHit[]> {
  const best = bestMatches(tx, kind, q, viewer, limit);
  // The passage is worked out for the hits shown only: the outer query over the best few.
  const rows = await tx
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

/** Discussions and comments, in one transaction with the search's settings made once. */
export function searchCommunity(
  db: Database,
  query: SearchQuery,
  viewer: SessionUser | null,
  limit: number,
): Promise<{ discussions: CommunityHit[]; comments: CommunityHit[] }> {
  const q = tsQuery(query);
  return db.transaction(async (tx) => {
    // For this transaction only; no parallel workers either: under load they cost more than
    // they save on a query this size.
    await tx.execute(
      sql`select set_config('gin_fuzzy_search_limit', ${String(sampleSize)}, true),
                 set_config('max_parallel_workers_per_gather', '0', true)`,
    );
    const discussions = await hitsOf(tx, 'discussion', q, viewer, limit);
    return { discussions, comments: await hitsOf(tx, 'comment', q, viewer, limit) };
  });
}
