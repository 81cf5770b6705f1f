/**
 * Who sees which post, and what they may do with it (decision 0014). Approved posts are
 * public to members; hidden ones only to their author and admins. Removed posts keep their place
 * with no text. The state is per viewer: pages that show it are kept per member.
 */
import { eq, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { ownRowsId } from '~/features/auth/stand-in-guard.server';
import type { comments, discussions, ModerationStatus } from '#database/schema';
import { isWithinEditWindow } from './own-post-rules';
import type { PostState } from './types';

/** The member a page is made for; null makes it the public view (approved posts only). */
export interface Viewer {
  id: string;
  isAdmin: boolean;
}

/**
 * Approved; hidden for admins; and the viewer's own in any status (pending, rejected, hidden),
 * which they see marked where they posted it. On a page shared by members of a shape the viewer
 * owns no post (ownRowsId): a member with posts others do not see has no shape.
 */
export function visibleTo(status: AnyPgColumn, authorId: AnyPgColumn, viewer: Viewer | null): SQL {
  const approved = eq(status, 'approved');
  if (!viewer) return approved;
  const ownerId = ownRowsId(viewer);
  const own = ownerId === null ? [] : [sql`${authorId} = ${ownerId}`];
  if (viewer.isAdmin) return or(approved, eq(status, 'hidden'), ...own)!;
  return or(approved, ...own)!;
}

export interface PostRow {
  authorId: string;
  status: ModerationStatus;
  createdAt: Date;
  editedAt: Date | null;
  deletedAt: Date | null;
  hiddenReason: string | null;
}

export function postState(row: PostRow, viewer: Viewer | null, now: Date): PostState {
  const mine = viewer !== null && row.authorId === ownRowsId(viewer);
  const removed = row.deletedAt !== null;
  const hidden = row.status === 'hidden';
  return {
    // Anyone but the author (and admins) only ever sees approved posts.
    status: row.status,
    edited: row.editedAt !== null,
    removed,
    hidden,
    hiddenReason: hidden ? row.hiddenReason : null,
    mine,
    editable: mine && !removed && isWithinEditWindow(row.createdAt, now),
  };
}

/** The columns postState reads, as a nested select of discussions or comments. */
export const postColumns = (table: typeof discussions | typeof comments) => ({
  authorId: table.authorId,
  status: table.status,
  createdAt: table.createdAt,
  editedAt: table.editedAt,
  deletedAt: table.deletedAt,
  hiddenReason: table.hiddenReason,
});
