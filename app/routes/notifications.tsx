import type { Route } from './+types/notifications';
import {
  MarkAllRead,
  NotificationList,
  OlderNewer,
} from '~/features/notifications/notification-list';
import {
  notificationsAction,
  notificationsLoader,
} from '~/features/notifications/notifications-actions.server';
import { Notice } from '~/components/ui/notice';
import { withActionHeaders } from '~/utils/action-headers.server';
import { pageMeta } from '~/utils/meta';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'Notifications',
    description: 'Replies, helpful votes and moderation decisions on what you posted.',
    path: '/notifications',
    noindex: true,
  });

export const headers = withActionHeaders({ 'Cache-Control': 'private, no-store' });

export const loader = ({ request, context }: Route.LoaderArgs) =>
  notificationsLoader(request, context);

export const action = ({ request, context }: Route.ActionArgs) =>
  notificationsAction(request, context);

export default function NotificationsPage({ loaderData, actionData }: Route.ComponentProps) {
  const refusal = actionData?.message;
  const unread = loaderData.items.some((item) => !item.read);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-slate-900">Notifications</h1>
          <p className="mt-1 text-sm text-slate-600">
            Replies to you, helpful votes on your reviews and moderators&apos; decisions. E-mail
            digests can be turned on in <a href="/profile">Profile Settings</a>.
          </p>
        </div>
        <MarkAllRead disabled={!unread} />
      </div>
      {refusal ? (
        <Notice tone="danger" className="mt-6">
          {refusal}
        </Notice>
      ) : null}
      <NotificationList items={loaderData.items} />
      <OlderNewer previousCursor={loaderData.previousCursor} nextCursor={loaderData.nextCursor} />
    </div>
  );
}
