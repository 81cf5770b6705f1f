/**
 * Posting comments and one-level replies (spec: "Discussion detail", "States and transitions");
 * reading them a page at a time is comment-pages.server.ts.
 * New comments are approved at once; reply_count and last_reply_at follow the approved rows by
 * a trigger in the same transaction (migration 0002), which also keeps replies one level deep.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '#database/client';
import { comments, discussions } from '#database/schema';
import type { CommentInput } from './community-schema';

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
