/**
 * The audit trail for admins: the newest moderation actions first, 50 a page by cursor on
 * (created_at, id) (keyset-page.server.ts), optionally of one kind of action. Entries hold ids; what each target is called (and who acted) is read from the
 * tables now, so a deleted item or account shows as deleted rather than as its old text.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
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
import { newestFirstKeyset, type PageStart } from '~/utils/keyset-page.server';

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
  start: PageStart;
}

/** Each action's trail is a list of its own: a cursor of one is refused by another. */
const trailList = (action: ModerationAction | null) =>
  action ? `audit-trail/${action}` : 'audit-trail';
const keyset = newestFirstKeyset({ createdAt: moderationLog.createdAt, id: moderationLog.id });

/**
 * The filter from the dashboard's query string (an unknown action means "all") and where its
 * page starts: ?after= or ?before= (a cursor of another list is a 400), else the first page.
 */
export function readTrailFilter(params: URLSearchParams): TrailFilter {
  const name = params.get('action');
  const action = moderationActions.find((known) => known === name) ?? null;
  return { action, start: keyset.readStart(trailList(action), params) };
}

/** The ?after= cursor of an old ?page=N link of the trail; 404 past the end. */
export function trailPageCursor(db: Database, action: ModerationAction | null, page: number) {
  return keyset.legacyCursor(trailList(action), page, trailPageSize, (skip) =>
    db
      .select({ keyTime: keyset.keyTime, id: moderationLog.id })
      .from(moderationLog)
      .where(action ? eq(moderationLog.action, action) : undefined)
      .orderBy(...keyset.newestFirst)
      .limit(2)
      .offset(skip),
  );
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

/** One page of the trail, newest first, by cursor along moderation_log_(action_)key_idx. */
export async function moderationTrail(db: Database, filter: TrailFilter) {
  const found = await db
    .select({
      id: moderationLog.id,
      keyTime: keyset.keyTime,
      action: moderationLog.action,
      targetKind: moderationLog.targetKind,
      targetId: moderationLog.targetId,
      actor: profiles.username,
      reason: moderationLog.reason,
      createdAt: moderationLog.createdAt,
    })
    .from(moderationLog)
    .leftJoin(profiles, eq(profiles.userId, moderationLog.actorId))
    .where(
      and(
        filter.action ? eq(moderationLog.action, filter.action) : undefined,
        keyset.from(filter.start),
      ),
    )
    .orderBy(...keyset.order(filter.start))
    .limit(trailPageSize + 1);
  const { rows, previousCursor, nextCursor } = keyset.page(
    trailList(filter.action),
    filter.start,
    found,
    trailPageSize,
  );
  const ids = { discussion: [], comment: [], review: [], user: [] } as Record<
    ModerationTarget,
    string[]
  >;
  for (const row of rows) ids[row.targetKind].push(row.targetId);
  const labels = await targetLabels(db, ids);
  const entries: TrailEntry[] = rows.map(({ targetId, createdAt, keyTime: _key, ...row }) => ({
    ...row,
    target: labels.get(targetId)?.label ?? null,
    href: labels.get(targetId)?.href ?? null,
    createdAt: createdAt.toISOString(),
  }));
  return { entries, previousCursor, nextCursor };
}
