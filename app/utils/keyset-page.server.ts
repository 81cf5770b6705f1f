/**
 * Newest-first lists that page by the key (created_at, id), never by OFFSET: the condition and
 * order of a page read from `?after=`/`?before=`, the cursors of the pages around it, and the
 * answer to an old `?page=N` link. The cursors are those of keyset-cursor.server.ts, so a cursor
 * of another list, or a forged one, is a 400 before any query. Each list needs an index on its
 * filter columns then (created_at desc, id desc), declared with `.desc()`, which both directions walk without a sort.
 */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { data } from 'react-router';
import {
  cursorId,
  cursorTime,
  cursorTimeFormat,
  encodeCursor,
  readCursor,
} from '~/utils/keyset-cursor.server';

export type TimeKey = readonly [string, string];
export type PageStart = { after: TimeKey } | { before: TimeKey } | { first: true };

/** Old page links are answered up to this page; beyond it, a 404 that reads nothing. */
export const legacyPageLimit = 50;

const keySchema = [cursorTime, cursorId] as [typeof cursorTime, typeof cursorId];

/** Where a page of `list` starts: its ?after= or ?before= cursor, or the first page. */
export function readPageStart(list: string, search: URLSearchParams): PageStart {
  const after = readCursor(list, search.get('after'), keySchema);
  if (after) return { after };
  const before = readCursor(list, search.get('before'), keySchema);
  return before ? { before } : { first: true };
}

/** `?page=` as a whole number above 1, or null for none (or anything that is not one). */
export function legacyPageNumber(search: URLSearchParams): number | null {
  const page = Number(search.get('page'));
  return Number.isSafeInteger(page) && page > 1 ? page : null;
}

/** The SQL pieces of a newest-first list keyed by (createdAt, id). */
export function newestFirstKeyset(createdAt: AnyColumn, id: AnyColumn) {
  const key = sql`(${createdAt}, ${id})`;
  const keyOf = ([time, rowId]: TimeKey) => sql`(${time}::timestamptz, ${rowId}::uuid)`;
  // The index's own order (DESC NULLS LAST, as `.desc()` declares it) and its exact reverse, so
  // either direction walks the index without a sort.
  const newestFirst = [createdAt, id].map((column) => sql`${column} desc nulls last`);
  const oldestFirst = [createdAt, id].map((column) => sql`${column} asc nulls first`);
  return {
    /** The row's time as the cursor carries it (to the microsecond). */
    keyTime: sql<string>`to_char(${createdAt} at time zone 'UTC', ${cursorTimeFormat})`,
    /** The rows of the page that starts at `start` (with the list's own filter). */
    from(start: PageStart): SQL | undefined {
      if ('after' in start) return sql`${key} < ${keyOf(start.after)}`;
      if ('before' in start) return sql`${key} > ${keyOf(start.before)}`;
      return undefined;
    },
    /** Newest first; oldest first when reading the page before a cursor. */
    order(start: PageStart): SQL[] {
      return 'before' in start ? oldestFirst : newestFirst;
    },
    newestFirst,
  };
}

export interface KeyedRow {
  keyTime: string;
  id: string;
}

export interface KeysetPage<Row> {
  rows: Row[];
  /** Cursors of the pages around this one; null at either end. */
  previousCursor: string | null;
  nextCursor: string | null;
}

/**
 * The page of `list` among `rows`, read in `order(start)` with a limit of `perPage + 1` (the
 * extra row tells whether there is a page beyond), in newest-first order, with its cursors.
 */
export function keysetPage<Row extends KeyedRow>(
  list: string,
  start: PageStart,
  rows: Row[],
  perPage: number,
): KeysetPage<Row> {
  const backwards = 'before' in start;
  const more = rows.length > perPage;
  const page = rows.slice(0, perPage);
  if (backwards) page.reverse();
  const cursorOf = (row: Row | undefined) =>
    row ? encodeCursor(list, [row.keyTime, row.id]) : null;
  const atStart = 'first' in start || (backwards && !more);
  const atEnd = !backwards && !more;
  return {
    rows: page,
    previousCursor: atStart ? null : cursorOf(page[0]),
    nextCursor: atEnd ? null : cursorOf(page.at(-1)),
  };
}

/**
 * The ?after= cursor of an old page link: `keysAt(skip)` reads, newest first, at most two keys
 * after skipping `skip` rows (the last row of the page before, and the first of the page). The
 * skip is bounded by `legacyPageLimit` pages; past it, or past the end, the answer is 404.
 */
export async function legacyPageCursor(
  list: string,
  page: number,
  perPage: number,
  keysAt: (skip: number) => Promise<KeyedRow[]>,
): Promise<string> {
  const notFound = () => data('There is no such page of this list.', { status: 404 });
  if (page > legacyPageLimit) throw notFound();
  const [last, next] = await keysAt((page - 1) * perPage - 1);
  if (!last || !next) throw notFound();
  return encodeCursor(list, [last.keyTime, last.id]);
}
