/** The audit trail's address on the dashboard: its action filter and a page cursor. */
import type { ModerationAction } from '#database/schema';

export function trailHref(
  action: ModerationAction | null,
  cursor?: { after: string } | { before: string },
) {
  const params = new URLSearchParams();
  if (action) params.set('action', action);
  if (cursor && 'after' in cursor) params.set('after', cursor.after);
  if (cursor && 'before' in cursor) params.set('before', cursor.before);
  return `/admin?${params.toString()}#audit-trail`;
}
