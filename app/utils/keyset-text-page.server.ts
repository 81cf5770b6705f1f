/**
 * Lists in alphabetical order of one unique text key (the admin Members page: lower(username),
 * the key of profiles_username_lower_idx), paged by that key instead of OFFSET. The cursors are
 * those of keyset-cursor.server.ts ([list, key]), so a cursor of another list, or a forged one, is
 * a 400 before any query; the pages around one come from `pageOf` of keyset-page.server.ts.
 */
import { asc, desc, gt, lt, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { readCursor } from '~/utils/keyset-cursor.server';
import { pageOf } from '~/utils/keyset-page.server';

export type TextPageStart = { after: string } | { before: string } | { first: true };

/** A key as a cursor carries it: any text of the key's column, within the cursor's length. */
const textKey = z.string().min(1).max(300);

/** The keyset of a list ordered by `key` (unique, never null), A to Z. */
export function alphabeticalKeyset(key: SQL<string>) {
  return {
    /** Where a page of `list` starts: its ?after= or ?before= cursor, or the first page. */
    readStart(list: string, search: URLSearchParams): TextPageStart {
      const after = readCursor(list, search.get('after'), [textKey]);
      if (after) return { after: after[0] };
      const before = readCursor(list, search.get('before'), [textKey]);
      return before ? { before: before[0] } : { first: true };
    },

    /** The rows of the page that starts at `start` (with the list's own filter). */
    from(start: TextPageStart): SQL | undefined {
      if ('after' in start) return gt(key, start.after);
      if ('before' in start) return lt(key, start.before);
      return undefined;
    },

    /** A to Z; Z to A when reading the page before a cursor (the index walked backwards). */
    order: (start: TextPageStart): SQL => ('before' in start ? desc(key) : asc(key)),

    /** The page of `list` among `rows` (read in `order(start)`, `perPage + 1` at most). */
    page: <Row extends { key: string }>(
      list: string,
      start: TextPageStart,
      rows: Row[],
      perPage: number,
    ) => pageOf(list, start, rows, perPage, (row) => [row.key]),
  };
}
