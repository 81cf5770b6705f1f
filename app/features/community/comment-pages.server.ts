/**
 * A discussion's comments a page at a time: 50 top-level comments, oldest first, each with its
 * replies, and the cursor of the next page. Pages move by the key (created_at, id) of the last
 * top-level comment shown, on comments_discussion_top_idx, so a page costs the same whatever
 * the thread's size and a comment added meanwhile is neither skipped nor shown twice.
 */
import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '#database/client';
import { comments, profiles } from '#database/schema';
import {
  cursorId,
  cursorTime,
  cursorTimeFormat,
  encodeCursor,
  readCursor,
} from '~/utils/keyset-cursor.server';
import { isEntityId } from './community-schema';
import { postColumns, postState, visibleTo, type Viewer } from './post-state.server';
import type { CommentThread, CommentView } from './types';

export const commentsPerPage = 50;
const cursorList = 'comments';

/** Where a page starts: after a cursor's key, or at the thread holding one comment. */
export type CommentPageStart =
  { after: readonly [string, string] } | { holding: string } | { first: true };

/** The key of ?comments=, or a 400 for a cursor that is not one of this list's. */
export const readCommentCursor = (raw: string | null) =>
  readCursor(cursorList, raw, [cursorTime, cursorId]);

/**
 * Where the page of ?comments= (a cursor; a 400 when it is not one of this list's) or
 * ?comment= (the page holding that comment) starts; the first page without either.
 */
export function commentPageStart(search: URLSearchParams): CommentPageStart {
  const after = readCommentCursor(search.get('comments'));
  if (after) return { after };
  const holding = search.get('comment');
  return holding && isEntityId(holding) ? { holding } : { first: true };
}

const keyTime = sql<string>`to_char(${comments.createdAt} at time zone 'UTC', ${cursorTimeFormat})`;
const commentKey = sql`(${comments.createdAt}, ${comments.id})`;
const keyOf = (time: string, id: string) => sql`(${time}::timestamptz, ${id}::uuid)`;

const viewColumns = {
  id: comments.id,
  content: comments.content,
  createdAt: comments.createdAt,
  parentCommentId: comments.parentCommentId,
  username: profiles.username,
  displayName: profiles.displayName,
  avatarUrl: profiles.avatarUrl,
  isAdmin: profiles.isAdmin,
  post: postColumns(comments),
};

function selectViews(db: Database, where: SQL | undefined) {
  return db
    .select({ ...viewColumns, keyTime })
    .from(comments)
    .leftJoin(profiles, eq(profiles.userId, comments.authorId))
    .where(where);
}

type ViewRow = Awaited<ReturnType<typeof selectViews>>[number];

const toView = (row: ViewRow, viewer: Viewer | null, now: Date): CommentView => ({
  id: row.id,
  content: row.content,
  createdAt: row.createdAt.toISOString(),
  author: {
    username: row.username,
    displayName: row.displayName,
    avatarUrl: row.avatarUrl,
    isAdmin: row.isAdmin ?? false,
  },
  post: postState(row.post, viewer, now),
});

/** The key of the top-level comment whose thread holds `commentId`, if it is in this discussion. */
async function threadKeyHolding(db: Database, discussionId: string, commentId: string) {
  const top = alias(comments, 'top');
  const [row] = await db
    .select({
      time: sql<string>`to_char(${top.createdAt} at time zone 'UTC', ${cursorTimeFormat})`,
      id: top.id,
    })
    .from(comments)
    .innerJoin(top, eq(top.id, sql`coalesce(${comments.parentCommentId}, ${comments.id})`))
    .where(and(eq(comments.id, commentId), eq(comments.discussionId, discussionId)));
  return row ? ([row.time, row.id] as const) : null;
}

async function startCondition(db: Database, discussionId: string, start: CommentPageStart) {
  if ('after' in start)
    return { where: sql`${commentKey} > ${keyOf(...start.after)}`, later: true };
  if ('holding' in start) {
    const key = await threadKeyHolding(db, discussionId, start.holding);
    if (key) return { where: sql`${commentKey} >= ${keyOf(...key)}`, later: true };
  }
  return { where: undefined, later: false };
}

/** Whether a visible top-level comment comes before `row`: one probe of the index. */
async function hasEarlier(
  db: Database,
  discussionId: string,
  row: { keyTime: string; id: string },
  visible: (table: typeof comments) => SQL,
) {
  const [earlier] = await db
    .select({ id: comments.id })
    .from(comments)
    .where(
      and(
        eq(comments.discussionId, discussionId),
        isNull(comments.parentCommentId),
        visible(comments),
        sql`${commentKey} < ${keyOf(row.keyTime, row.id)}`,
      ),
    )
    .limit(1);
  return earlier !== undefined;
}

export interface CommentPage {
  threads: CommentThread[];
  /** The cursor of the next page, null on the last one. */
  nextCursor: string | null;
  /** True when the page does not start at the discussion's first comment. */
  startsLater: boolean;
}

/**
 * One page of the comments `viewer` may see (approved; hidden ones to their author and admins;
 * removed ones as a place without text), replies grouped under their top-level comment.
 */
export async function listCommentPage(
  db: Database,
  discussionId: string,
  viewer: Viewer | null,
  start: CommentPageStart = { first: true },
  now = new Date(),
): Promise<CommentPage> {
  const visible = (table: typeof comments) => visibleTo(table.status, table.authorId, viewer);
  const from = await startCondition(db, discussionId, start);
  const topRows = await selectViews(
    db,
    and(
      eq(comments.discussionId, discussionId),
      isNull(comments.parentCommentId),
      visible(comments),
      from.where,
    ),
  )
    .orderBy(asc(comments.createdAt), asc(comments.id))
    .limit(commentsPerPage + 1);
  const shown = topRows.slice(0, commentsPerPage);
  const replyRows = shown.length
    ? await selectViews(
        db,
        and(
          inArray(
            comments.parentCommentId,
            shown.map((row) => row.id),
          ),
          visible(comments),
        ),
      ).orderBy(asc(comments.createdAt), asc(comments.id))
    : [];
  const threads = shown.map((row) => ({
    ...toView(row, viewer, now),
    replies: [] as CommentView[],
  }));
  const byId = new Map(threads.map((thread) => [thread.id, thread]));
  for (const row of replyRows)
    byId.get(row.parentCommentId!)?.replies.push(toView(row, viewer, now));
  const last = shown.at(-1);
  const first = shown[0];
  return {
    threads,
    nextCursor:
      topRows.length > commentsPerPage && last
        ? encodeCursor(cursorList, [last.keyTime, last.id])
        : null,
    startsLater: from.later && (!first || (await hasEarlier(db, discussionId, first, visible))),
  };
}
