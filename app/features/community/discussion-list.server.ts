/**
 * The discussions list: pinned first, then newest, 20 a page, moving by cursor on the key
 * (is_pinned, created_at, id) of discussions_list_key_idx, never by OFFSET: every page costs the
 * same however deep it is. Old ?page=N links are answered by a redirect to their cursor while N is
 * small; a page number past the end, or beyond `legacyPageLimit`, is a 404 that reads nothing.
 */
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { descNullsLast } from '~/utils/sql-order.server';
import { data, redirect } from 'react-router';
import { z } from 'zod';
import type { Database } from '#database/client';
import { discussionCategories, discussions, profiles } from '#database/schema';
import {
  cursorId,
  cursorTime,
  cursorTimeFormat,
  encodeCursor,
  readCursor,
} from '~/utils/keyset-cursor.server';
import { discussionsPerPage } from './community-limits';
import { shape, summaryColumns } from './discussions.server';
import type { DiscussionSummary } from './types';

/** Old page links are answered up to here (1,000 discussions deep); beyond, a 404. */
export const legacyPageLimit = 50;

type ListKey = readonly [boolean, string, string];
export type DiscussionListStart = { after: ListKey } | { before: ListKey } | { first: true };

const keySchema = [z.boolean(), cursorTime, cursorId] as [
  z.ZodBoolean,
  typeof cursorTime,
  typeof cursorId,
];
/** Each category's list is a list of its own: a cursor of one is refused by another. */
const listName = (categorySlug: string | null) =>
  categorySlug ? `discussions/${categorySlug}` : 'discussions';

/** ?after= or ?before= of the list, a 400 for a cursor that is not this list's. */
export function readListStart(search: URLSearchParams, categorySlug: string | null) {
  const list = listName(categorySlug);
  const after = readCursor(list, search.get('after'), keySchema);
  if (after) return { after };
  const before = readCursor(list, search.get('before'), keySchema);
  return before ? { before } : { first: true as const };
}

const keyTime = sql<string>`to_char(${discussions.createdAt} at time zone 'UTC', ${cursorTimeFormat})`;
const listKey = sql`(${discussions.isPinned}, ${discussions.createdAt}, ${discussions.id})`;
const keyOf = ([pinned, time, id]: ListKey) =>
  sql`(${pinned}::boolean, ${time}::timestamptz, ${id}::uuid)`;

function listed(categoryId: string | null): SQL {
  return and(
    eq(discussions.status, 'approved'),
    isNull(discussions.deletedAt),
    categoryId ? eq(discussions.categoryId, categoryId) : undefined,
  )!;
}

// The index's own order, and its exact reverse (a backward scan of DESC NULLS LAST is ASC NULLS
// FIRST), so that either direction walks discussions_list_idx without a sort.
const keyColumns = [discussions.isPinned, discussions.createdAt, discussions.id];
const newestFirst = keyColumns.map(descNullsLast);
const oldestFirst = keyColumns.map((column) => sql`${column} asc nulls first`);

export interface DiscussionListPage {
  discussions: DiscussionSummary[];
  /** Cursors of the pages around this one; null at either end. */
  previousCursor: string | null;
  nextCursor: string | null;
}

export async function listDiscussions(
  db: Database,
  options: { start: DiscussionListStart; categoryId: string | null; categorySlug: string | null },
): Promise<DiscussionListPage> {
  const { start } = options;
  const backwards = 'before' in start;
  const from =
    'after' in start
      ? sql`${listKey} < ${keyOf(start.after)}`
      : backwards
        ? sql`${listKey} > ${keyOf(start.before)}`
        : undefined;
  const rows = await db
    .select({ ...summaryColumns, keyTime })
    .from(discussions)
    .leftJoin(discussionCategories, eq(discussionCategories.id, discussions.categoryId))
    .leftJoin(profiles, eq(profiles.userId, discussions.authorId))
    .where(and(listed(options.categoryId), from))
    .orderBy(...(backwards ? oldestFirst : newestFirst))
    .limit(discussionsPerPage + 1);
  const more = rows.length > discussionsPerPage;
  const page = rows.slice(0, discussionsPerPage);
  if (backwards) page.reverse();
  const list = listName(options.categorySlug);
  const cursorOf = (row: (typeof page)[number] | undefined) =>
    row ? encodeCursor(list, [row.isPinned, row.keyTime, row.id]) : null;
  const atStart = 'first' in start || (backwards && !more);
  const atEnd = !backwards && !more;
  return {
    discussions: page.map(({ keyTime: _key, ...row }) => shape(row)) as DiscussionSummary[],
    previousCursor: atStart ? null : cursorOf(page[0]),
    nextCursor: atEnd ? null : cursorOf(page.at(-1)),
  };
}

/**
 * An old ?page=N link (N from 2 to `legacyPageLimit`): a redirect to the same page by cursor,
 * found by reading at most N × 20 keys of the index; a page past the end is a 404.
 */
export async function legacyPageRedirect(
  db: Database,
  options: { page: number; categoryId: string | null; categorySlug: string | null },
): Promise<Response> {
  const notFound = () => data('There is no such page of discussions.', { status: 404 });
  if (options.page > legacyPageLimit) throw notFound();
  const [last] = await db
    .select({ isPinned: discussions.isPinned, keyTime, id: discussions.id })
    .from(discussions)
    .where(listed(options.categoryId))
    .orderBy(...newestFirst)
    .limit(1)
    .offset((options.page - 1) * discussionsPerPage - 1);
  const [next] = last
    ? await db
        .select({ id: discussions.id })
        .from(discussions)
        .where(
          and(
            listed(options.categoryId),
            sql`${listKey} < ${keyOf([last.isPinned, last.keyTime, last.id])}`,
          ),
        )
        .limit(1)
    : [];
  if (!last || !next) throw notFound();
  const params = new URLSearchParams();
  if (options.categorySlug) params.set('category', options.categorySlug);
  params.set(
    'after',
    encodeCursor(listName(options.categorySlug), [last.isPinned, last.keyTime, last.id]),
  );
  return redirect(`/community/discussions?${params}`, 301);
}
