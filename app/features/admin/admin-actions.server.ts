/** The admin dashboard's loader and action: admins only, checked before any read or write. */
import { data, redirect, type AppLoadContext } from 'react-router';
import { refused, type ActionDone, type ActionRefused } from '~/utils/action-result';
import { requireAdmin } from '~/features/auth/session.server';
import { parseForm } from '~/utils/form-validation';
import { isDatabaseUnavailable, pgErrorCode } from '~/utils/database-errors.server';
import { loadOrFallback } from '~/utils/load-or-fallback.server';
import { assertSameOrigin } from '~/utils/same-origin.server';
import { moderationFormSchema, moderationToast, type ModerationKind } from './admin-schema';
import { legacyPageNumber } from '~/utils/keyset-page.server';
import { trailHref } from './audit-trail-href';
import { moderationTrail, readTrailFilter, trailPageCursor } from './audit-trail.server';
import { moderate, pendingQueues, siteStats } from './moderation.server';
import { flagDecisionAction } from './flag-actions.server';
import { flaggedQueue } from './flag-queue.server';
import { pageQuery } from '~/utils/page-query.server';

export async function adminDashboardLoader(request: Request, context: AppLoadContext) {
  await requireAdmin(request, context);
  const search = pageQuery(request, context, 'not kept');
  const filter = readTrailFilter(search);
  const page = legacyPageNumber(search);
  if (page && 'first' in filter.start) {
    const after = await trailPageCursor(context.db, filter.action, page);
    throw redirect(trailHref(filter.action, { after }), 301);
  }
  const [stats, queues, trail, flagged] = await Promise.all([
    loadOrFallback('admin stats', () => siteStats(context.db), {
      users: 0,
      discussions: 0,
      comments: 0,
    }),
    loadOrFallback('admin queues', () => pendingQueues(context.db), {
      discussions: [],
      comments: [],
      reviews: [],
      counts: { discussions: 0, comments: 0, reviews: 0 },
    }),
    loadOrFallback('audit trail', () => moderationTrail(context.db, filter), {
      entries: [],
      previousCursor: null,
      nextCursor: null,
    }),
    loadOrFallback('flagged', () => flaggedQueue(context.db), { items: [], count: 0 }),
  ]);
  return { stats, queues, flagged, trail: { ...trail, filter } };
}

/** A decision taken, with the item it was about and its toast; or refused, and why. */
export type ModerationActionResult =
  | (ActionDone & {
      kind: ModerationKind;
      id: string;
      toast: { title: string; description: string };
    })
  | (ActionRefused & { message: string });

/** What the toast says when a decision fails: never the database's own words. */
export const moderationFailed = 'The change could not be saved. Please try again.';

export async function adminDashboardAction(request: Request, context: AppLoadContext) {
  assertSameOrigin(request, context.env.SITE_URL);
  const admin = await requireAdmin(request, context);
  const formData = await request.formData();
  if (formData.get('intent') === 'flags') return flagDecisionAction(context, admin.id, formData);
  if (formData.get('intent') !== 'moderate') {
    return refused(400, { message: 'Unknown action.' });
  }
  const parsed = parseForm(moderationFormSchema, formData);
  if (!parsed.ok) {
    // A reason too long is the admin's to shorten; anything else means the item is not there.
    return refused(400, { message: parsed.fieldErrors.reason ?? 'This item is not available.' });
  }
  let changed: boolean;
  try {
    changed = await moderate(context.db, parsed.data, admin.id);
  } catch (error) {
    // An outage is answered by the 503 page (entry.server.tsx), not with the driver's message.
    if (isDatabaseUnavailable(error)) throw error;
    // By code only: the driver's message carries the query and what the admin typed.
    console.error(`[admin] moderation failed: ${pgErrorCode(error) ?? (error as Error).name}`);
    return refused(500, { message: moderationFailed });
  }
  if (!changed) {
    return refused(404, { message: 'This item is no longer pending.' });
  }
  const { kind, id, decision } = parsed.data;
  return data<ModerationActionResult>({
    ok: true,
    kind,
    id,
    toast: moderationToast(kind, decision),
  });
}
