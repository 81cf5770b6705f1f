/**
 * Full-text search of the forum (PostgreSQL's, the same on the embedded database): discussions
 * (their title weighing more than their text) and comments, through the generated `search`
 * columns. Approved content only, except a member's own and, for an admin, everything, each hit
 * marked with its status. The statement and why its work is bounded: community-search-sql.server.ts.
 *
 * It is sent as an unnamed statement, planned for its values each time: a named one is planned
 * once for all values after five runs, and that one plan would walk the date index for a rare
 * word (every row read) or read a common word's whole list of matches from the GIN index.
 */
import type { Database } from '#database/client';
import type { ModerationStatus } from '#database/schema';
import type { SessionUser } from '~/features/auth/session.server';
import { ownRowsId } from '~/features/auth/stand-in-guard.server';
import { communitySearchStatement, type Asker } from './community-search-sql.server';
import type { SearchQuery } from './search-query';

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

const time = (row: HitRow) => new Date(row.created_at).getTime();
/** Best-ranked first, then newest: the order of each kind's hits. */
const byRank = (a: HitRow, b: HitRow) =>
  b.rank - a.rank || time(b) - time(a) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/** Discussions and comments, in one statement (tables and columns named as in the schema). */
export async function searchCommunity(
  db: Database,
  query: SearchQuery,
  viewer: SessionUser | null,
  limit: number,
): Promise<{ discussions: CommunityHit[]; comments: CommunityHit[] }> {
  // On a page shared by members of a shape (ownRowsId null), a member's own posts are found as
  // anyone's: a member with posts others do not see has no shape.
  const ownerId = viewer && ownRowsId(viewer);
  const asker: Asker = viewer?.isAdmin ? 'admin' : ownerId ? 'member' : 'visitor';
  const statement = communitySearchStatement(query, { asker, ownerId: ownerId || null }, limit);
  // Both drivers answer a raw statement with its rows (Drizzle types the answer per driver).
  const result = (await db.execute(statement)) as unknown as { rows: HitRow[] };
  const of = (kind: CommunityKind) =>
    result.rows
      .filter((row) => row.kind === kind)
      .sort(byRank)
      .map(toHit);
  return { discussions: of('discussion'), comments: of('comment') };
}
