/**
 * The bounded candidate set of each kind of the forum search (community-search-sql.server.ts
 * ranks it): the newest `candidateLimit` matches the viewer may find, newest first by
 * (created_at, id). A word in a fifth of all comments has far more matches than that, and reading
 * them all from the GIN index (a bitmap of every match, lossy past work_mem) cost 100 ms at a
 * million comments however few were ranked; so the approved rows are first looked for among the
 * newest `windowRows` only, walked in the (status, created_at) index (`discussions_recent_idx`,
 * `comments_status_idx`), a read that stops at the `candidateLimit`-th match. Only when the
 * window has fewer matches are all rows searched, as PostgreSQL finds best for that word (a rare
 * word's few matches from the GIN index); the other statuses (a member's own, an admin's queue)
 * are few and searched so directly.
 */
import { sql, type SQL } from 'drizzle-orm';
import { moderationStatuses } from '#database/schema';
import type { SearchQuery } from './search-query';

export type Asker = 'visitor' | 'member' | 'admin';

/** Who searches, and the member's id for their own rows. */
export interface Searcher {
  asker: Asker;
  ownerId: string | null;
}

/**
 * How many matches of each kind are ranked. Ranking a candidate costs its text's index entry read
 * and scored, and for a comment its discussion looked up: some 12 ms for 1,000 on the bench's
 * forum, 2 ms for 250. The best of the newest 250 matches is as good a guess as the best of
 * 1,000 for a word that common, and a rare word has fewer matches than that: all are ranked.
 */
export const candidateLimit = 250;
/**
 * The newest approved rows a common word is looked for in: it reads at most this many rows (some
 * 4 ms at a million comments), and a word with `candidateLimit` matches among them (one row in
 * 20) is found there. A rarer word pays that read before its exhaustive search.
 */
export const windowRows = 5_000;
const candidates = sql.raw(String(candidateLimit));

/**
 * Every word as a whole word except the last, which may be the start of one ("storage tem"
 * finds "storage temperature"); every phrase as written; all must match. Values are bound.
 * Only the last word is a prefix because a prefix is read from the index as every matching
 * word's whole list of rows, merged before anything is skipped: for words most posts have, 20
 * times the work of the whole word, which the index intersects with the rarer words. Written out
 * in each filter, not read from a CTE: the planner then knows the words, and how common they are.
 */
export function tsQuery(query: SearchQuery): SQL {
  const last = query.words.length - 1;
  const parts = [
    ...query.words.map((text, i) => sql`to_tsquery('english', ${i === last ? `${text}:*` : text})`),
    ...query.phrases.map((text) => sql`phraseto_tsquery('english', ${text})`),
  ];
  return sql`(${sql.join(parts, sql` && `)})`;
}

/** Newest first, as the (status, created_at desc) indexes keep them (drizzle's nulls last). */
const newest = (alias: string) =>
  sql.raw(`order by ${alias}.created_at desc nulls last, ${alias}.id desc nulls last`);

/** A table's rows to search: `from` is "table alias", `columns` those the ranking reads. */
export interface Source {
  from: string;
  alias: string;
  columns: string;
  /** The name of the CTE of its window of approved rows. */
  window: string;
}

/** The window's CTE: the first `candidateLimit` matches among the newest `windowRows` approved. */
export function windowCte(source: Source, query: SearchQuery): SQL {
  const { from, alias, columns, window } = source;
  return sql`${sql.raw(window)} as (select ${sql.raw(columns)}
    from (select ${sql.raw(columns)} from ${sql.raw(from)} where ${sql.raw(alias)}.status = 'approved'
      ${newest(alias)} limit ${sql.raw(String(windowRows))}) as ${sql.raw(alias)}
    where ${sql.raw(alias)}.search @@ ${tsQuery(query)} ${newest(alias)} limit ${candidates})`;
}

/**
 * The newest `candidateLimit` matches of the source with `filter`, searched in all rows. Ordered
 * nulls first (the columns are never null), which no index keeps: the planner then cannot walk the
 * date index for it, which for a word rarer than the window's one in 20 would read every row
 * (the column's statistics of a word's frequency can be far off, for a prefix or a rare word).
 */
function allMatches({ from, alias, columns }: Source, query: SearchQuery, filter: SQL): SQL {
  return sql`(select ${sql.raw(columns)} from ${sql.raw(from)}
    where ${sql.raw(alias)}.search @@ ${tsQuery(query)} and ${filter}
    order by ${sql.raw(`${alias}.created_at desc nulls first, ${alias}.id desc nulls first`)}
    limit ${candidates})`;
}

/**
 * Approved matches: the window's when it is full, else those of all approved rows. The test is
 * outside the search of all rows (a subquery with a limit keeps it there): inside it, a parallel
 * plan started its workers before the test said no (10 ms for nothing).
 */
function approvedMatches(source: Source, query: SearchQuery): SQL {
  const full = sql`(select count(*) from ${sql.raw(source.window)}) = ${candidates}`;
  const approved = sql`${sql.raw(source.alias)}.status = 'approved'`;
  return sql`(select * from ${sql.raw(source.window)} where ${full}
    union all select * from ${allMatches(source, query, approved)} as every where not ${full})`;
}

/**
 * What else the searcher may find: a member's own rows awaiting a decision (few, read by the
 * author's index), for an admin every other status (the moderation queues).
 */
function otherStatuses({ asker, ownerId }: Searcher, alias: string): SQL[] {
  const status = sql.raw(`${alias}.status`);
  if (asker === 'admin')
    return moderationStatuses
      .filter((value) => value !== 'approved')
      .map((value) => sql`${status} = ${sql.raw(`'${value}'`)}`);
  if (asker === 'visitor' || !ownerId) return [];
  return [sql`${sql.raw(alias)}.author_id = ${ownerId} and ${status} <> 'approved'`];
}

/** The candidate set of the source for the searcher (the window's CTE must be in the statement). */
export function newestMatches(source: Source, query: SearchQuery, searcher: Searcher): SQL {
  const others = otherStatuses(searcher, source.alias).map((filter) =>
    allMatches(source, query, filter),
  );
  const branches = [approvedMatches(source, query), ...others];
  if (branches.length === 1) return branches[0]!;
  return sql`(select * from (${sql.join(branches, sql` union all `)}) as u
    ${newest('u')} limit ${candidates})`;
}
