/** The /notifications page body: each notice opens (and marks read) through a plain form. */
import { Form, Link } from 'react-router';
import { buttonClasses } from '~/components/ui/button-link';
import { RelativeTime } from '~/features/community/relative-time';
import type { NotificationItem } from './notifications.server';

export function NotificationList({ items }: { items: NotificationItem[] }) {
  if (items.length === 0) {
    return (
      <p className="mt-8 rounded-lg border border-slate-200 bg-white p-6 text-slate-700">
        No notifications yet. You will be told here when someone replies to you, finds your review
        helpful, a moderator decides on something you posted, or a price you follow drops.
      </p>
    );
  }
  return (
    <ul className="mt-6 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
      {items.map((item) => (
        <li key={item.id} className={item.read ? 'p-4' : 'bg-brand-50 p-4'}>
          <Form method="post" className="flex flex-wrap items-start justify-between gap-3">
            <input type="hidden" name="intent" value="open" />
            <input type="hidden" name="id" value={item.id} />
            <div className="min-w-0 flex-1">
              <p className="text-slate-900">
                {item.read ? null : <span className="sr-only">Unread: </span>}
                {item.text}
              </p>
              {item.reason ? (
                <p className="mt-1 text-sm text-slate-700">Reason: {item.reason}</p>
              ) : null}
              <p className="mt-1 text-xs text-slate-600">
                <RelativeTime iso={item.createdAt} />
              </p>
            </div>
            <button type="submit" className={buttonClasses.secondary}>
              Open
            </button>
          </Form>
          {item.followed ? <UnfollowForm followed={item.followed} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** A follower's notice offers to stop them: a plain post to /follow that comes back here. */
function UnfollowForm({ followed }: { followed: { kind: string; key: string } }) {
  return (
    <Form method="post" action="/follow" className="mt-2">
      <input type="hidden" name="intent" value="unfollow" />
      <input type="hidden" name="kind" value={followed.kind} />
      <input type="hidden" name="key" value={followed.key} />
      <input type="hidden" name="from" value="notifications" />
      <button type="submit" className="text-sm text-brand-800 underline">
        Unfollow {followed.kind === 'peptide' ? 'this peptide' : 'this vendor'}
      </button>
    </Form>
  );
}

export function MarkAllRead({ disabled }: { disabled: boolean }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="read-all" />
      <button type="submit" className={buttonClasses.secondary} disabled={disabled}>
        Mark all as read
      </button>
    </Form>
  );
}

/** Newer and Older move by the cursors of the pages around this one. */
export function OlderNewer(props: { previousCursor: string | null; nextCursor: string | null }) {
  const { previousCursor, nextCursor } = props;
  if (!previousCursor && !nextCursor) return null;
  return (
    <nav aria-label="Notification pages" className="mt-6 flex justify-between">
      {previousCursor ? <Link to={`?before=${previousCursor}`}>Newer</Link> : <span />}
      {nextCursor ? <Link to={`?after=${nextCursor}`}>Older</Link> : null}
    </nav>
  );
}
