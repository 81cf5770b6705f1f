/**
 * The forum search's statement (community-search.server.ts runs it): discussions and comments in
 * one statement, one round trip. Each kind ranks its bounded candidate set, the newest matches
 * the viewer may find (community-search-candidates.server.ts). Best-ranked first, then newest;
 * the passage (ts_headline, the costly part) is made for the hits shown only.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  newestMatches,
  tsQuery,
  windowCte,
  type Searcher,
  type Source,
} from './community-search-candidates.server';
import { markEnd, markStart, type SearchQuery } from './search-query';

export type { Asker, Searcher } from './community-search-candidates.server';

const headlineOptions = `StartSel=${markStart}, StopSel=${markEnd}, MaxWords=30, MinWords=12`;
/** The query for ranking and passages, made once (the filters have it written out). */
const q = sql`(select query from q)`;

const discussions: Source = {
  from: 'discussions d',
  alias: 'd',
  columns: 'd.id, d.title, d.content, d.status, d.created_at, d.search, d.author_id',
  window: 'discussion_window',
};
const comments: Source = {
  from: 'comments m',
  alias: 'm',
  columns: 'm.id, m.discussion_id, m.content, m.status, m.created_at, m.search, m.author_id',
  window: 'comment_window',
};

/** Approved, or the viewer's own; admins find everything. `alias` names the table. */
function visibleTo({ asker, ownerId }: Searcher, alias: string): SQL {
  if (asker === 'admin') return sql``;
  const own =
    asker === 'member' && ownerId ? sql` or ${sql.raw(alias)}.author_id = ${ownerId}` : sql``;
  return sql` and (${sql.raw(alias)}.status = 'approved'${own})`;
}

/** The best `limit` discussions among the newest matches, each with its passage. */
function discussionHits(query: SearchQuery, searcher: Searcher, limit: SQL): SQL {
  return sql`(select 'discussion' as kind, best.id, best.id as discussion_id, best.title,
      best.status, best.created_at, best.rank,
      ts_headline('english', best.content, ${q}, ${headlineOptions}) as snippet
    from (select c.id, c.title, c.content, c.status, c.created_at, ts_rank(c.search, ${q}) as rank
      from ${newestMatches(discussions, query, searcher)} as c
      order by rank desc, c.created_at desc, c.id desc limit ${limit}) as best)`;
}

/**
 * The best `limit` comments among the newest matches, each with its passage. A comment is found
 * when it and its discussion are approved, by its author, or by an admin. The discussion is read
 * per candidate by its key (lateral, `limit 1` so that it stays so): a join let the planner, which
 * expects `candidateLimit` candidates, read all discussions into a hash table, 20-30 ms for the
 * few rows a search finds.
 */
function commentHits(query: SearchQuery, searcher: Searcher, limit: SQL): SQL {
  return sql`(select 'comment' as kind, best.id, best.discussion_id, best.title, best.status,
      best.created_at, best.rank,
      ts_headline('english', best.content, ${q}, ${headlineOptions}) as snippet
    from (select c.id, c.discussion_id, d.title, c.content, c.status, c.created_at,
        ts_rank(c.search, ${q}) as rank
      from ${newestMatches(comments, query, searcher)} as c
      cross join lateral (select d.title from discussions d
        where d.id = c.discussion_id${visibleTo(searcher, 'd')} limit 1) as d
      order by rank desc, c.created_at desc, c.id desc limit ${limit}) as best)`;
}

/** Both kinds' best `limit` hits, in one statement. */
export function communitySearchStatement(
  query: SearchQuery,
  searcher: Searcher,
  limit: number,
): SQL {
  const shown = sql.raw(String(Math.trunc(limit)));
  return sql`with q as (select ${tsQuery(query)} as query),
    ${windowCte(discussions, query)}, ${windowCte(comments, query)}
    ${discussionHits(query, searcher, shown)} union all ${commentHits(query, searcher, shown)}`;
}
