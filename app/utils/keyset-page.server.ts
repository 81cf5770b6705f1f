/**
 * Newest-first lists that page by a key instead of OFFSET: (created_at, id), or (group,
 * created_at, id) when a boolean puts some rows above the others (pinned discussions, open
 * messages). Here: the condition and order of a page read from `?after=`/`?before=`, the cursors
 * of the pages around it, and the cursor an old `?page=N` link is redirected to. The cursors are
 * those of keyset-cursor.server.ts, so a cursor of another list, or a forged one, is a 400
 * before any query. Each list needs an index on its filter columns then its key, every key
 * column declared with `.desc()` (DESC NULLS LAST): both directions walk it without a sort.
 */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { data } from 'react-router';
import { z } from 'zod';
import {
  cursorId,
  cursorTime,
  cursorTimeFormat,
  encodeCursor,
  readCursor,
} from '~/utils/keyset-cursor.server';

/** A row's key: [time, id], or [group, time, id] for a grouped list. */
export type RowKey = readonly [string, string] | readonly [boolean, string, string];
export type PageStart = { after: RowKey } | { before: RowKey } | { first: true };

/** Old page links are answered up to this page; beyond it, a 404 that reads nothing. */
export const legacyPageLimit = 50;

/** `?page=` as a whole number above 1, or null for none (or anything that is not one). */
export function legacyPageNumber(search: URLSearchParams): number | null {
  const page = Number(search.get('page'));
  return Number.isSafeInteger(page) && page > 1 ? page : null;
}

/** What a page's query selects of each row for its cursor. */
export interface KeyedRow {
  keyTime: string;
  id: string;
  keyGroup?: boolean;
}

export interface KeysetPage<Row> {
  rows: Row[];
  /** Cursors of the pages around this one; null at either end. */
  previousCursor: string | null;
  nextCursor: string | null;
}

const timeKey = [cursorTime, cursorId] as [typeof cursorTime, typeof cursorId];
const groupedKey = [z.boolean(), cursorTime, cursorId] as [
  z.ZodBoolean,
  typeof cursorTime,
  typeof cursorId,
];

/** The keyset of a list ordered by `group` (true first, when given), then newest first. */
export function newestFirstKeyset(columns: {
  createdAt: AnyColumn;
  id: AnyColumn;
  group?: AnyColumn | SQL<boolean>;
}) {
  const { createdAt, id, group } = columns;
  const keyColumns = group ? [group, createdAt, id] : [createdAt, id];
  const key = sql`(${sql.join(keyColumns, sql`, `)})`;
  const casts = group ? ['boolean', 'timestamptz', 'uuid'] : ['timestamptz', 'uuid'];
  const typed = (value: string | boolean, i: number) => sql`${value}::${sql.raw(casts[i]!)}`;
  const keyOf = (values: RowKey) => sql`(${sql.join(values.map(typed), sql`, `)})`;
  // The index's own order (DESC NULLS LAST) and its exact reverse (ASC NULLS FIRST).
  const newestFirst = keyColumns.map((column) => sql`${column} desc nulls last`);
  const oldestFirst = keyColumns.map((column) => sql`${column} asc nulls first`);
  const keyOfRow = (row: KeyedRow): RowKey =>
    group ? [row.keyGroup ?? false, row.keyTime, row.id] : [row.keyTime, row.id];

  return {
    /** The row's time as the cursor carries it (to the microsecond); select it as `keyTime`. */
    keyTime: sql<string>`to_char(${createdAt} at time zone 'UTC', ${cursorTimeFormat})`,
    /** The row's group; select it as `keyGroup` in a grouped list. */
    keyGroup: (group ?? sql`false`) as SQL<boolean>,
    newestFirst,

    /** Where a page of `list` starts: its ?after= or ?before= cursor, or the first page. */
    readStart(list: string, search: URLSearchParams): PageStart {
      const schema = group ? groupedKey : timeKey;
      const after = readCursor(list, search.get('after'), schema);
      if (after) return { after };
      const before = readCursor(list, search.get('before'), schema);
      return before ? { before } : { first: true };
    },

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

    /** The page of `list` among `rows` (read in `order(start)`), with its cursors. */
    page: <Row extends KeyedRow>(list: string, start: PageStart, rows: Row[], perPage: number) =>
      pageOf(list, start, rows, perPage, keyOfRow),

    /** The ?after= cursor of an old page link (see `legacyPageCursor`). */
    legacyCursor: (
      list: string,
      page: number,
      perPage: number,
      keysAt: (skip: number) => Promise<KeyedRow[]>,
    ) => legacyPageCursor(list, page, perPage, keysAt, keyOfRow),
  };
}

/**
 * The page among `rows`, read with a limit of `perPage + 1` (the extra row tells whether there is
 * a page beyond) in the list's order, with the cursors of the pages around it. Any keyset's
 * start will do: only whether it is the first page or reads backwards matters here.
 */
export function pageOf<Row>(
  list: string,
  start: { first: true } | { after: unknown } | { before: unknown },
  rows: Row[],
  perPage: number,
  keyOfRow: (row: Row) => readonly (string | boolean)[],
): KeysetPage<Row> {
  const backwards = 'before' in start;
  const more = rows.length > perPage;
  const page = rows.slice(0, perPage);
  if (backwards) page.reverse();
  const cursorOf = (row: Row | undefined) => (row ? encodeCursor(list, keyOfRow(row)) : null);
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
async function legacyPageCursor(
  list: string,
  page: number,
  perPage: number,
  keysAt: (skip: number) => Promise<KeyedRow[]>,
  keyOfRow: (row: KeyedRow) => RowKey,
): Promise<string> {
  const notFound = () => data('There is no such page of this list.', { status: 404 });
  if (page > legacyPageLimit) throw notFound();
  const [last, next] = await keysAt((page - 1) * perPage - 1);
  if (!last || !next) throw notFound();
  return encodeCursor(list, keyOfRow(last));
}
