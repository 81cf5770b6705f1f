/** The /notifications page's loader and action: the member's own notifications only. */
import { redirect, type AppLoadContext } from 'react-router';
import { z } from 'zod';
import { requireUser } from '~/features/auth/session.server';
import { refused } from '~/utils/action-result';
import { parseForm } from '~/utils/form-validation';
import { assertSameOrigin } from '~/utils/same-origin.server';
import { listNotifications, markAllRead, openNotification } from './notifications.server';
import { pageQuery } from '~/utils/page-query.server';

/** `?page=` as a whole number from 1; anything else reads as the first page. */
function pageOf(request: Request, context: AppLoadContext): number {
  const page = Number(pageQuery(request, context, 'not kept').get('page'));
  return Number.isSafeInteger(page) && page > 1 && page <= 10_000 ? page : 1;
}

export async function notificationsLoader(request: Request, context: AppLoadContext) {
  const member = await requireUser(request, context);
  const page = pageOf(request, context);
  const list = await listNotifications(context.db, member.id, page);
  return { ...list, page };
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
