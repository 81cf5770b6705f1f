/**
 * The audit trail for admins: the newest moderation actions first, 50 a page, optionally of one
 * kind of action. Entries hold ids; what each target is called (and who acted) is read from the
 * tables now, so a deleted item or account shows as deleted rather than as its old text.
 */
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '#database/client';
import {
  comments,
  discussions,
  moderationActions,
  moderationLog,
  profiles,
  vendorReviews,
  type ModerationAction,
  type ModerationTarget,
} from '#database/schema';
import { vendorName } from '~/data/vendors';
import { commentHref } from '~/features/community/comment-links';

export const trailPageSize = 50;

export interface TrailEntry {
  id: string;
  action: ModerationAction;
  targetKind: ModerationTarget;
  /** What the target is called now; null when it no longer exists. */
  target: string | null;
  /** Where to see it, when it is public. */
  href: string | null;
  /** The admin's username; null for the command line and ADMIN_EMAILS. */
  actor: string | null;
  reason: string | null;
  createdAt: string;
}

export interface TrailFilter {
  action: ModerationAction | null;
  page: number;
}

/** The filter from the dashboard's query string; anything unknown means "all", page 1. */
export function readTrailFilter(params: URLSearchParams): TrailFilter {
  const action = params.get('action');
  const page = Number(params.get('page'));
  return {
    action: moderationActions.find((known) => known === action) ?? null,
    page: Number.isInteger(page) && page > 1 && page <= 1000 ? page : 1,
  };
}

type Labels = Map<string, { label: string; href: string | null }>;

/** What each target of the page is called now, one query per kind of target. */
async function targetLabels(
  db: Database,
  ids: Record<ModerationTarget, string[]>,
): Promise<Labels> {
  // Ids of content are uuids (the log is written with nothing else); checked all the same.
  const uuid = /^[0-9a-f-]{36}$/;
  const only = (values: string[]) => values.filter((value) => uuid.test(value));
  const [found, said, reviewed, users] = await Promise.all([
    db
      .select({ id: discussions.id, label: discussions.title })
      .from(discussions)
      .where(inArray(discussions.id, only(ids.discussion))),
    db
      .select({
        id: comments.id,
        label: sql<string>`left(${comments.content}, 80)`,
        parent: comments.discussionId,
      })
      .from(comments)
      .where(inArray(comments.id, only(ids.comment))),
    db
      .select({ id: vendorReviews.id, vendor: vendorReviews.vendorSlug })
      .from(vendorReviews)
      .where(inArray(vendorReviews.id, only(ids.review))),
    db
      .select({ id: profiles.userId, label: profiles.username })
      .from(profiles)
      .where(inArray(profiles.userId, ids.user)),
  ]);
  const labels: Labels = new Map();
  for (const row of found)
    labels.set(row.id, { label: row.label, href: `/community/discussion/${row.id}` });
  for (const row of said)
    labels.set(row.id, {
      label: row.label,
      href: commentHref(row.parent, row.id),
    });
  for (const row of reviewed)
    labels.set(row.id, {
      label: `Review of ${vendorName(row.vendor)}`,
      href: `/vendors/${row.vendor}#reviews`,
    });
  for (const row of users) labels.set(row.id, { label: `@${row.label}`, href: null });
  return labels;
}

export async function moderationTrail(db: Database, filter: TrailFilter) {
  const rows = await db
    .select({
      id: moderationLog.id,
      action: moderationLog.action,
      targetKind: moderationLog.targetKind,
      targetId: moderationLog.targetId,
      actor: profiles.username,
      reason: moderationLog.reason,
      createdAt: moderationLog.createdAt,
    })
    .from(moderationLog)
    .leftJoin(profiles, eq(profiles.userId, moderationLog.actorId))
    .where(filter.action ? eq(moderationLog.action, filter.action) : undefined)
    .orderBy(desc(moderationLog.createdAt), desc(moderationLog.id))
    .limit(trailPageSize + 1)
    .offset((filter.page - 1) * trailPageSize);
  const ids = { discussion: [], comment: [], review: [], user: [] } as Record<
    ModerationTarget,
    string[]
  >;
  for (const row of rows) ids[row.targetKind].push(row.targetId);
  const labels = await targetLabels(db, ids);
  const entries: TrailEntry[] = rows
    .slice(0, trailPageSize)
    .map(({ targetId, createdAt, ...row }) => ({
      ...row,
      target: labels.get(targetId)?.label ?? null,
      href: labels.get(targetId)?.href ?? null,
      createdAt: createdAt.toISOString(),
    }));
  return { entries, hasNextPage: rows.length > trailPageSize };
}
