/**
 * The discussions list: pinned first, then newest, 20 a page, moving by cursor on the key
 * (is_pinned, created_at, id) of discussions_list_key_idx, never by OFFSET: every page costs the
 * same however deep it is. Old ?page=N links are answered by a redirect to their cursor while N is
 * small; a page number past the end, or beyond `legacyPageLimit`, is a 404 that reads nothing.
 */
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { redirect } from 'react-router';
import type { Database } from '#database/client';
import { discussionCategories, discussions, profiles } from '#database/schema';
import { newestFirstKeyset, type PageStart } from '~/utils/keyset-page.server';
import { discussionsPerPage } from './community-limits';
import { shape, summaryColumns } from './discussions.server';
import type { DiscussionSummary } from './types';

export { legacyPageLimit } from '~/utils/keyset-page.server';
export type DiscussionListStart = PageStart;

/** Each category's list is a list of its own: a cursor of one is refused by another. */
const listName = (categorySlug: string | null) =>
  categorySlug ? `discussions/${categorySlug}` : 'discussions';

// Pinned first, then newest: the order of discussions_list_idx, walked either way without a sort.
const keyset = newestFirstKeyset({
  group: discussions.isPinned,
  createdAt: discussions.createdAt,
  id: discussions.id,
});

/** ?after= or ?before= of the list, a 400 for a cursor that is not this list's. */
export function readListStart(search: URLSearchParams, categorySlug: string | null) {
  return keyset.readStart(listName(categorySlug), search);
}

function listed(categoryId: string | null): SQL {
  return and(
    eq(discussions.status, 'approved'),
    isNull(discussions.deletedAt),
    categoryId ? eq(discussions.categoryId, categoryId) : undefined,
  )!;
}

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
  const rows = await db
    .select({ ...summaryColumns, keyTime: keyset.keyTime, keyGroup: keyset.keyGroup })
    .from(discussions)
    .leftJoin(discussionCategories, eq(discussionCategories.id, discussions.categoryId))
    .leftJoin(profiles, eq(profiles.userId, discussions.authorId))
    .where(and(listed(options.categoryId), keyset.from(start)))
    .orderBy(...keyset.order(start))
    .limit(discussionsPerPage + 1);
  const page = keyset.page(listName(options.categorySlug), start, rows, discussionsPerPage);
  return {
    discussions: page.rows.map(({ keyTime: _time, keyGroup: _group, ...row }) =>
      shape(row),
    ) as DiscussionSummary[],
    previousCursor: page.previousCursor,
    nextCursor: page.nextCursor,
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
  const list = listName(options.categorySlug);
  const after = await keyset.legacyCursor(list, options.page, discussionsPerPage, (skip) =>
    db
      .select({ keyGroup: keyset.keyGroup, keyTime: keyset.keyTime, id: discussions.id })
      .from(discussions)
      .where(listed(options.categoryId))
      .orderBy(...keyset.newestFirst)
      .limit(2)
      .offset(skip),
  );
  const params = new URLSearchParams();
  if (options.categorySlug) params.set('category', options.categorySlug);
  params.set('after', after);
  return redirect(`/community/discussions?${params}`, 301);
}
