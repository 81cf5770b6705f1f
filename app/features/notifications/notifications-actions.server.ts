/** The /notifications page's loader and action: the member's own notifications only. */
import { redirect, type AppLoadContext } from 'react-router';
import { z } from 'zod';
import { requireUser } from '~/features/auth/session.server';
import { refused } from '~/utils/action-result';
import { parseForm } from '~/utils/form-validation';
import { assertSameOrigin } from '~/utils/same-origin.server';
import { legacyPageNumber } from '~/utils/keyset-page.server';
import {
  listNotifications,
  markAllRead,
  notificationsKeyset,
  notificationsList,
  notificationsPageCursor,
  openNotification,
} from './notifications.server';
import { pageQuery } from '~/utils/page-query.server';

/**
 * A page of the member's notifications by its ?after= or ?before= cursor (a cursor of another
 * list is a 400); an old ?page=N link is redirected to its cursor, and a page past the end is 404.
 */
export async function notificationsLoader(request: Request, context: AppLoadContext) {
  const member = await requireUser(request, context);
  const search = pageQuery(request, context, 'not kept');
  const start = notificationsKeyset.readStart(notificationsList, search);
  const page = legacyPageNumber(search);
  if (page && 'first' in start) {
    const after = await notificationsPageCursor(context.db, member.id, page);
    throw redirect(`/notifications?after=${after}`, 301);
  }
  return listNotifications(context.db, member.id, start);
}

const openSchema = z.object({ intent: z.literal('open'), id: z.string().uuid() });

export async function notificationsAction(request: Request, context: AppLoadContext) {
  assertSameOrigin(request, context.env.SITE_URL);
  const member = await requireUser(request, context);
  const formData = await request.formData();
  if (formData.get('intent') === 'read-all') {
    await markAllRead(context.db, member.id);
    throw redirect('/notifications');
  }
  const parsed = parseForm(openSchema, formData);
  const target = parsed.ok ? await openNotification(context.db, member.id, parsed.data.id) : null;
  if (!target) return refused(404, { message: 'This notification is not available.' });
  throw redirect(target);
}
