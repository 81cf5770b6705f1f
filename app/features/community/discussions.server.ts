/**
 * Discussions and their categories (spec: "Discussions and comments"). Members only ever read
 * approved discussions; new ones start pending. Every list query has its index (schema/community.ts).
 */
import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '#database/client';
import { descNullsLast } from '~/utils/sql-order.server';
import { discussionCategories, discussions, profiles } from '#database/schema';
import { pgErrorCode, pgErrorCodes } from '~/utils/database-errors.server';
import type { FieldErrors } from '~/utils/form-validation';
import type { DiscussionInput } from './community-schema';
import { postColumns, postState, visibleTo, type Viewer } from './post-state.server';
import type { Category, DiscussionDetail, DiscussionSummary } from './types';

export type {
  AuthorRef,
  Category,
  CategoryRef,
  DiscussionDetail,
  DiscussionSummary,
} from './types';

const excerptLength = 280;

export const summaryColumns = {
  id: discussions.id,
  title: discussions.title,
  excerpt: sql<string>`left(${discussions.content}, ${sql.raw(String(excerptLength))})`,
  createdAt: discussions.createdAt,
  replyCount: discussions.replyCount,
  isPinned: discussions.isPinned,
  categoryName: discussionCategories.name,
  categoryColor: discussionCategories.color,
  categorySlug: discussionCategories.slug,
  username: profiles.username,
  displayName: profiles.displayName,
  avatarUrl: profiles.avatarUrl,
  isAdmin: profiles.isAdmin,
};

type SummaryRow = {
  createdAt: Date;
  categoryName: string | null;
  categoryColor: string | null;
  categorySlug: string | null;
  username: string | null;
  displayName: string | null;
  avatarUrl: string | null;
  isAdmin: boolean | null;
};

export function shape<Row extends SummaryRow>(row: Row) {
  const {
    categoryName,
    categoryColor,
    categorySlug,
    username,
    displayName,
    avatarUrl,
    isAdmin,
    createdAt,
    ...rest
  } = row;
  return {
    ...rest,
    createdAt: createdAt.toISOString(),
    category:
      categoryName && categoryColor && categorySlug
        ? { name: categoryName, color: categoryColor, slug: categorySlug }
        : null,
    author: { username, displayName, avatarUrl, isAdmin: isAdmin ?? false },
  };
}

function selectSummaries(db: Database, where: SQL | undefined) {
  return db
    .select(summaryColumns)
    .from(discussions)
    .leftJoin(discussionCategories, eq(discussionCategories.id, discussions.categoryId))
    .leftJoin(profiles, eq(profiles.userId, discussions.authorId))
    .where(where);
}

export function listCategories(db: Database): Promise<Category[]> {
  return db
    .select({
      id: discussionCategories.id,
      name: discussionCategories.name,
      color: discussionCategories.color,
      slug: discussionCategories.slug,
      description: discussionCategories.description,
    })
    .from(discussionCategories)
    .orderBy(asc(discussionCategories.name));
}

/** Community home and the feeds: the newest approved discussions (of one category), pins ignored. */
export async function latestDiscussions(
  db: Database,
  limit: number,
  categoryId: string | null = null,
): Promise<DiscussionSummary[]> {
  // Removed by their authors: reachable by their address, never listed (decision 0014).
  const approved = and(eq(discussions.status, 'approved'), isNull(discussions.deletedAt))!;
  const where = categoryId ? and(approved, eq(discussions.categoryId, categoryId)) : approved;
  const rows = await selectSummaries(db, where)
    .orderBy(descNullsLast(discussions.createdAt))
    .limit(limit);
  return rows.map(shape);
}

/**
 * One discussion as `viewer` may see it, or null (to others, missing, pending, rejected and
 * hidden look the same): approved, or in any status to its author (marked by `post.status`),
 * hidden to admins; a removed one keeps its place without text.
 */
export async function getVisibleDiscussion(
  db: Database,
  id: string,
  viewer: Viewer | null = null,
  now = new Date(),
): Promise<DiscussionDetail | null> {
  const { excerpt: _excerpt, ...columns } = summaryColumns;
  const [row] = await db
    .select({
      ...columns,
      content: discussions.content,
      post: postColumns(discussions),
    })
    .from(discussions)
    .leftJoin(discussionCategories, eq(discussionCategories.id, discussions.categoryId))
    .leftJoin(profiles, eq(profiles.userId, discussions.authorId))
    .where(
      and(eq(discussions.id, id), visibleTo(discussions.status, discussions.authorId, viewer)),
    );
  if (!row) return null;
  const { post, ...rest } = row;
  return { ...shape(rest), post: postState(post, viewer, now) };
}

/** Inserts a pending discussion. Status, counts, pin and author never come from the form. */
export async function createDiscussion(
  db: Database,
  authorId: string,
  input: DiscussionInput,
): Promise<{ ok: true; id: string } | { ok: false; fieldErrors: FieldErrors }> {
  try {
    const [row] = await db
      .insert(discussions)
      .values({
        title: input.title,
        content: input.content,
        categoryId: input.categoryId,
        authorId,
        status: 'pending',
      })
      .returning({ id: discussions.id });
    return { ok: true, id: row!.id };
  } catch (error) {
    if (pgErrorCode(error) === pgErrorCodes.foreignKeyViolation) {
      return { ok: false, fieldErrors: { categoryId: 'Please choose a category from the list.' } };
    }
    throw error;
  }
}
