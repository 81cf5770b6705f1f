/**
 * Authors edit their own discussions and comments for 30 minutes and remove them at any time
 * (decision 0014). Every rule is checked here, under the row's lock: the author, the
 * window (against `now`, which tests set), and whether an edit of approved content adds a link,
 * which sends it back to the moderators. Removing blanks the text (privacy) and keeps the row,
 * so the thread and its replies stay; the reply count follows (trigger of migration 0008).
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '#database/client';
import { comments, discussions, type ModerationStatus } from '#database/schema';
import { addsLink, isWithinEditWindow, type PostText } from './own-post-rules';

export type OwnPostRefusal = 'not-available' | 'not-yours' | 'too-late';
export type EditOutcome =
  { ok: true; backToReview: boolean } | { ok: false; reason: OwnPostRefusal };
export type RemoveOutcome = { ok: true } | { ok: false; reason: 'not-available' | 'not-yours' };

interface Owned {
  authorId: string;
  status: ModerationStatus;
  createdAt: Date;
  deletedAt: Date | null;
  text: string;
}

/** The refusal for this author and row, or null when they may change it. */
function refusal(
  row: Pick<Owned, 'authorId' | 'deletedAt'> | undefined,
  userId: string,
): 'not-available' | 'not-yours' | null {
  if (!row || row.deletedAt) return 'not-available';
  return row.authorId === userId ? null : 'not-yours';
}

/** Approved content that gains a link goes back to pending; anything else keeps its status. */
const statusAfterEdit = (row: Owned, before: PostText, after: PostText): ModerationStatus =>
  row.status === 'approved' && addsLink(before, after) ? 'pending' : row.status;

function checkEdit(row: Owned | undefined, userId: string, now: Date) {
  const refused = refusal(row, userId);
  if (refused) return refused;
  return isWithinEditWindow(row!.createdAt, now) ? null : 'too-late';
}

export function editDiscussion(
  db: Database,
  userId: string,
  input: { id: string; title: string; content: string },
  now = new Date(),
): Promise<EditOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        authorId: discussions.authorId,
        status: discussions.status,
        createdAt: discussions.createdAt,
        deletedAt: discussions.deletedAt,
        text: discussions.content,
        title: discussions.title,
      })
      .from(discussions)
      .where(eq(discussions.id, input.id))
      .for('update');
    const refused = checkEdit(row, userId, now);
    if (refused) return { ok: false, reason: refused };
    const status = statusAfterEdit(
      row!,
      { title: row!.title, body: row!.text },
      { title: input.title, body: input.content },
    );
    await tx
      .update(discussions)
      .set({ title: input.title, content: input.content, status, editedAt: now })
      .where(eq(discussions.id, input.id));
    return { ok: true, backToReview: status !== row!.status };
  });
}

export function editComment(
  db: Database,
  userId: string,
  discussionId: string,
  input: { id: string; content: string },
  now = new Date(),
): Promise<EditOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        authorId: comments.authorId,
        status: comments.status,
        createdAt: comments.createdAt,
        deletedAt: comments.deletedAt,
        text: comments.content,
      })
      .from(comments)
      .where(and(eq(comments.id, input.id), eq(comments.discussionId, discussionId)))
      .for('update');
    const refused = checkEdit(row, userId, now);
    if (refused) return { ok: false, reason: refused };
    const status = statusAfterEdit(row!, row!.text, input.content);
    await tx
      .update(comments)
      .set({ content: input.content, status, editedAt: now })
      .where(eq(comments.id, input.id));
    return { ok: true, backToReview: status !== row!.status };
  });
}

/** Soft delete: the title and text are blanked, the row (and its replies) kept. */
export function removeDiscussion(db: Database, userId: string, id: string): Promise<RemoveOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ authorId: discussions.authorId, deletedAt: discussions.deletedAt })
      .from(discussions)
      .where(eq(discussions.id, id))
      .for('update');
    const refused = refusal(row, userId);
    if (refused) return { ok: false, reason: refused };
    await tx
      .update(discussions)
      .set({ title: '', content: '', deletedAt: new Date(), hiddenReason: null })
      .where(eq(discussions.id, id));
    return { ok: true };
  });
}

export function removeComment(
  db: Database,
  userId: string,
  discussionId: string,
  id: string,
): Promise<RemoveOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ authorId: comments.authorId, deletedAt: comments.deletedAt })
      .from(comments)
      .where(and(eq(comments.id, id), eq(comments.discussionId, discussionId)))
      .for('update');
    const refused = refusal(row, userId);
    if (refused) return { ok: false, reason: refused };
    await tx
      .update(comments)
      .set({ content: '', deletedAt: new Date(), hiddenReason: null })
      .where(eq(comments.id, id));
    return { ok: true };
  });
}
