/**
 * Comments and one-level replies (spec: "Discussion detail", "States and transitions").
 * New comments are approved at once; reply_count and last_reply_at follow the approved rows by
 * a trigger in the same transaction (migration 0002), which also keeps replies one level deep.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '#database/client';
import { comments, discussions, profiles } from '#database/schema';
import type { CommentInput } from './community-schema';
import { postColumns, postState, visibleTo, type Viewer } from './post-state.server';
import type { CommentThread, CommentView } from './types';

/**
 * The comments `viewer` may see (approved; hidden ones to their author and admins; removed ones
 * as a place without text), oldest first, replies grouped under their top-level parent.
 */
export async function listCommentThreads(
  db: Database,
  discussionId: string,
  viewer: Viewer | null = null,
  now = new Date(),
): Promise<CommentThread[]> {
  const rows = await db
    .select({
      id: comments.id,
      content: comments.content,
      createdAt: comments.createdAt,
      parentCommentId: comments.parentCommentId,
      username: profiles.username,
      displayName: profiles.displayName,
      avatarUrl: profiles.avatarUrl,
      isAdmin: profiles.isAdmin,
      post: postColumns(comments),
    })
    .from(comments)
    .leftJoin(profiles, eq(profiles.userId, comments.authorId))
    .where(
      and(
        eq(comments.discussionId, discussionId),
        visibleTo(comments.status, comments.authorId, viewer),
      ),
    )
    .orderBy(asc(comments.createdAt), asc(comments.id));
  const threads: CommentThread[] = [];
  const byId = new Map<string, CommentThread>();
  const replies: { parentId: string; view: CommentView }[] = [];
  for (const row of rows) {
    const view: CommentView = {
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
    };
    if (row.parentCommentId) {
      replies.push({ parentId: row.parentCommentId, view });
    } else {
      const thread = { ...view, replies: [] };
      threads.push(thread);
      byId.set(row.id, thread);
    }
  }
  // A reply whose parent was moderated away stays hidden with it.
  for (const reply of replies) byId.get(reply.parentId)?.replies.push(reply.view);
  return threads;
}

export type PostCommentResult =
  { ok: true; id: string } | { ok: false; reason: 'discussion-not-found' | 'parent-not-found' };

/**
 * Adds an approved comment, or a reply to an approved top-level comment of the same discussion.
 * Only approved discussions take comments; removed ones and removed comments take none.
 */
export async function postComment(
  db: Database,
  authorId: string,
  discussionId: string,
  input: CommentInput,
): Promise<PostCommentResult> {
  return db.transaction(async (tx) => {
    const [discussion] = await tx
      .select({ id: discussions.id })
      .from(discussions)
      .where(
        and(
          eq(discussions.id, discussionId),
          eq(discussions.status, 'approved'),
          isNull(discussions.deletedAt),
        ),
      );
    if (!discussion) return { ok: false, reason: 'discussion-not-found' };
    if (input.parentCommentId) {
      const [parent] = await tx
        .select({ id: comments.id })
        .from(comments)
        .where(
          and(
            eq(comments.id, input.parentCommentId),
            eq(comments.discussionId, discussionId),
            eq(comments.status, 'approved'),
            isNull(comments.deletedAt),
            isNull(comments.parentCommentId),
          ),
        );
      if (!parent) return { ok: false, reason: 'parent-not-found' };
    }
    const [row] = await tx
      .insert(comments)
      .values({
        content: input.content,
        discussionId,
        authorId,
        parentCommentId: input.parentCommentId,
        status: 'approved',
      })
      .returning({ id: comments.id });
    return { ok: true, id: row!.id };
  });
}
