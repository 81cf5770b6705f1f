/**
 * Full-text search of the forum (PostgreSQL's, the same on the embedded database): discussions
 * (their title weighing more than their text) and comments, through the generated `search`
 * columns and their GIN indexes (migration 0005). Approved content only, except a member's own
 * and, for an admin, everything, each hit marked with its status. Best-ranked first, then newest.
 *
 * One statement, one round trip, for both kinds (a search used to be five: a transaction, its
 * settings and a query per kind; each round trip is a write to the database's socket, which
 * under load cost more than the queries). A word found in most rows would have every match
 * ranked: only the first `candidateLimit` matches of each kind the viewer may find are ranked,
 * so a common word costs about what a rare one does, and a rare one is found exhaustively. The
 * passage (ts_headline, the costly part) is made for the hits shown only.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '#database/client';
import type { ModerationStatus } from '#database/schema';
import type { SessionUser } from '~/features/auth/session.server';
import { ownRowsId } from '~/features/auth/stand-in-guard.server';
import { namedStatements } from '~/utils/named-statement.server';
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

/**
 * Ranking a candidate costs its text's index entry read and scored, and for a comment its
 * discussion looked up: some 12 ms for 1,000 on the bench's forum, 2 ms for 250. The best of
 * 250 matches is as good a guess as the best of 1,000 for a word that common.
 */
const candidateLimit = sql.raw('250');
const headlineOptions = `StartSel=${markStart}, StopSel=${markEnd}, MaxWords=30, MinWords=12`;

/**
 * Every word as a whole word except the last, which may be the start of one ("storage tem"
 * finds "storage temperature"); every phrase as written; all must match. Values are bound.
 * Only the last word is a prefix because a prefix is read from the index as every matching
 * word's whole list of rows, merged before anything is skipped: for words most posts have, 20
 * times the work of the whole word, which the index intersects with the rarer words.
 */
function tsQuery(shape: Shape): SQL {
  const parts = [
    ...Array.from({ length: shape.words }, (_, i) => sql`to_tsquery('english', ${word(i)})`),
    ...Array.from(
      { length: shape.phrases },
      (_, i) => sql`phraseto_tsquery('english', ${phrase(i)})`,
    ),
  ];
  return sql`(${sql.join(parts, sql` && `)})`;
}

/** The words' and phrases' values, the last word as a prefix, for the shape's placeholders. */
function termValues(query: SearchQuery): Record<string, string> {
  const values: Record<string, string> = {};
  const last = query.words.length - 1;
  query.words.forEach((text, i) => (values[`w${i}`] = i === last ? `${text}:*` : text));
  query.phrases.forEach((text, i) => (values[`p${i}`] = text));
  return values;
}
const word = (i: number) => sql.placeholder(`w${i}`);
const phrase = (i: number) => sql.placeholder(`p${i}`);
const viewerId = sql.placeholder('viewer');

type Viewer = SessionUser | null;
type Asker = 'visitor' | 'member' | 'admin';

/**
 * What the statement's text depends on: how many words and phrases, who searches, how many hits
 * are shown. Everything else is a value.
 */
interface Shape {
  words: number;
  phrases: number;
  asker: Asker;
  limit: number;
}

/** Approved, or the viewer's own; admins find everything. `alias` names the table. */
function visibleTo(asker: Asker, alias: string): SQL {
  if (asker === 'admin') return sql``;
  const own = asker === 'member' ? sql` or ${sql.raw(alias)}.author_id = ${viewerId}` : sql``;
  return sql` and (${sql.raw(alias)}.status = 'approved'${own})`;
}

/** The best `limit` discussions among the first matches, each with its passage. */
function discussionHits(q: SQL, asker: Asker, limit: SQL): SQL {
  return sql`(select 'discussion' as kind, best.id, best.id as discussion_id, best.title,
      best.status, best.created_at, best.rank,
      ts_headline('english', best.content, ${q}, ${headlineOptions}) as snippet
    from (select c.id, c.title, c.content, c.status, c.created_at, ts_rank(c.search, ${q}) as rank
      from (select d.id, d.title, d.content, d.status, d.created_at, d.search from discussions d
        where d.search @@ ${q}${visibleTo(asker, 'd')} limit ${candidateLimit}) as c
      order by rank desc, c.created_at desc limit ${limit}) as best)`;
}

/**
 * The best `limit` comments among the first matches, each with its passage. A comment is found
 * when it and its discussion are approved, by its author, or by an admin. The discussion is read
 * per candidate by its key (lateral, `limit 1` so that it stays so): a join let the planner, which expects `candidateLimit`
 * candidates, read all discussions into a hash table, 20-30 ms for the few rows a search finds.
 */
function commentHits(q: SQL, asker: Asker, limit: SQL): SQL {
  return sql`(select 'comment' as kind, best.id, best.discussion_id, best.title, best.status,
      best.created_at, best.rank,
      ts_headline('english', best.content, ${q}, ${headlineOptions}) as snippet
    from (select c.id, c.discussion_id, d.title, c.content, c.status, c.created_at,
        ts_rank(c.search, ${q}) as rank
      from (select m.id, m.discussion_id, m.content, m.status, m.created_at, m.search, m.author_id
        from comments m where m.search @@ ${q}${visibleTo(asker, 'm')}
        limit ${candidateLimit}) as c
      cross join lateral (select d.title from discussions d
        where d.id = c.discussion_id${visibleTo(asker, 'd')} limit 1) as d
      order by rank desc, c.created_at desc limit ${limit}) as best)`;
}

/**
 * The query is made once and read by every part (its words bound once, not four times), and the
 * limits are part of the text: it depends on the shape alone and is kept prepared.
 */
function statement(shape: Shape): SQL {
  const q = sql`(select query from q)`;
  const shown = sql.raw(String(shape.limit));
  return sql`with q as (select ${tsQuery(shape)} as query)
    ${discussionHits(q, shape.asker, shown)} union all ${commentHits(q, shape.asker, shown)}`;
}
const runSearch = namedStatements('community_search');

interface HitRow {
  kind: CommunityKind;
  id: string;
  discussion_id: string;
  title: string;
  status: ModerationStatus;
  created_at: string | Date;
  rank: number;
  snippet: string;
}

const toHit = (row: HitRow): CommunityHit => ({
  id: row.id,
  href: `/community/discussion/${row.discussion_id}${row.kind === 'comment' ? `#comment-${row.id}` : ''}`,
  title: row.title,
  snippet: row.snippet,
  status: row.status,
  createdAt: new Date(row.created_at),
});

/** Best-ranked first, then newest: the order of each kind's hits. */
const byRank = (a: HitRow, b: HitRow) =>
  b.rank - a.rank || new Date(b.created_at).getTime() - new Date(a.created_at).getTime();

/** Discussions and comments, in one statement (tables and columns named as in the schema). */
export async function searchCommunity(
  db: Database,
  query: SearchQuery,
  viewer: Viewer,
  limit: number,
): Promise<{ discussions: CommunityHit[]; comments: CommunityHit[] }> {
  // On a page shared by members of a shape (ownRowsId null), a member's own posts are found as
  // anyone's: a member with posts others do not see has no shape.
  const ownerId = viewer && ownRowsId(viewer);
  const asker: Asker = viewer?.isAdmin ? 'admin' : ownerId ? 'member' : 'visitor';
  const shape: Shape = {
    words: query.words.length,
    phrases: query.phrases.length,
    asker,
    limit: Math.trunc(limit),
  };
  const key = `${shape.words} ${shape.phrases} ${shape.asker} ${shape.limit}`;
  const values = {
    ...termValues(query),
    ...(ownerId && asker === 'member' ? { viewer: ownerId } : {}),
  };
  const rows = await runSearch<HitRow>(db, key, () => statement(shape), values);
  const of = (kind: CommunityKind) =>
    rows
      .filter((row) => row.kind === kind)
      .sort(byRank)
      .map(toHit);
  return { discussions: of('discussion'), comments: of('comment') };
}
