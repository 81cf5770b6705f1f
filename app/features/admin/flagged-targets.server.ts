/**
 * What each flagged post of the Flagged tab is: its text, author, status and where to see it,
 * one query per kind of post. A post its author has removed has nothing left to judge and is
 * left out (its flags stay open and harmless).
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '#database/client';
import {
  comments,
  discussions,
  profiles,
  vendorReviews,
  type FlagReason,
  type ModerationStatus,
} from '#database/schema';
import { vendorName } from '~/data/vendors';
import type { PendingAuthor } from './moderation.server';
import { commentHref } from '~/features/community/comment-links';

export type FlaggedKind = 'discussion' | 'comment' | 'review';

export interface FlaggedItem {
  kind: FlaggedKind;
  id: string;
  /** The discussion's title; for a comment, its discussion's; for a review, the vendor. */
  title: string;
  content: string;
  href: string;
  /** 'hidden' once three members flagged it. */
  status: ModerationStatus;
  author: PendingAuthor;
  flagCount: number;
  reasons: FlagReason[];
  notes: string[];
  since: string;
}

interface Group {
  discussionId: string | null;
  commentId: string | null;
  reviewId: string | null;
  count: number;
  since: Date;
  reasons: FlagReason[];
  notes: string[];
}

type Post = Omit<FlaggedItem, 'kind' | 'flagCount' | 'reasons' | 'notes' | 'since'>;

const author = { username: profiles.username, displayName: profiles.displayName };

type Shown = { id: string; status: ModerationStatus } & PendingAuthor;
const shown = (row: Shown) => ({
  id: row.id,
  status: row.status,
  author: { username: row.username, displayName: row.displayName },
});

async function discussionPosts(db: Database, ids: string[]): Promise<Post[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: discussions.id,
      title: discussions.title,
      content: discussions.content,
      status: discussions.status,
      ...author,
    })
    .from(discussions)
    .leftJoin(profiles, eq(profiles.userId, discussions.authorId))
    .where(and(inArray(discussions.id, ids), isNull(discussions.deletedAt)));
  return rows.map((row) => ({
    ...shown(row),
    title: row.title,
    content: row.content,
    href: `/community/discussion/${row.id}`,
  }));
}

async function commentPosts(db: Database, ids: string[]): Promise<Post[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: comments.id,
      title: discussions.title,
      content: comments.content,
      status: comments.status,
      discussionId: comments.discussionId,
      ...author,
    })
    .from(comments)
    .innerJoin(discussions, eq(discussions.id, comments.discussionId))
    .leftJoin(profiles, eq(profiles.userId, comments.authorId))
    .where(and(inArray(comments.id, ids), isNull(comments.deletedAt)));
  return rows.map((row) => ({
    ...shown(row),
    title: row.title,
    content: row.content,
    href: commentHref(row.discussionId, row.id),
  }));
}

async function reviewPosts(db: Database, ids: string[]): Promise<Post[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: vendorReviews.id,
      vendorSlug: vendorReviews.vendorSlug,
      content: vendorReviews.comment,
      status: vendorReviews.status,
      ...author,
    })
    .from(vendorReviews)
    .leftJoin(profiles, eq(profiles.userId, vendorReviews.userId))
    .where(inArray(vendorReviews.id, ids));
  return rows.map((row) => ({
    ...shown(row),
    title: vendorName(row.vendorSlug),
    content: row.content ?? '',
    href: `/vendors/${row.vendorSlug}#reviews`,
  }));
}

const kindOf = (group: Group): FlaggedKind =>
  group.discussionId ? 'discussion' : group.commentId ? 'comment' : 'review';

export async function flaggedTargets(db: Database, groups: Group[]): Promise<FlaggedItem[]> {
  const ids: Record<FlaggedKind, string[]> = { discussion: [], comment: [], review: [] };
  for (const group of groups) {
    ids[kindOf(group)].push((group.discussionId ?? group.commentId ?? group.reviewId)!);
  }
  const found = await Promise.all([
    discussionPosts(db, ids.discussion),
    commentPosts(db, ids.comment),
    reviewPosts(db, ids.review),
  ]);
  const posts = new Map(found.flat().map((post) => [post.id, post]));
  return groups.flatMap((group) => {
    const post = posts.get((group.discussionId ?? group.commentId ?? group.reviewId)!);
    if (!post) return [];
    const { count, since, reasons, notes } = group;
    return [
      {
        ...post,
        kind: kindOf(group),
        flagCount: count,
        reasons,
        notes,
        since: since.toISOString(),
      },
    ];
  });
}
