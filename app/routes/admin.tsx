import { FileText, MessageSquare, Users } from 'lucide-react';
import { Link } from 'react-router';
import type { Route } from './+types/admin';
import { adminDashboardAction, adminDashboardLoader } from '~/features/admin/admin-actions.server';
import { ActionNotice } from '~/components/ui/action-notice';
import { AuditTrail } from '~/features/admin/audit-trail';
import { moderationToastFor } from '~/features/admin/moderation-toast';
import { PendingPanel } from '~/features/admin/pending-panel';
import { pageMeta } from '~/utils/meta';

// The admin check runs in the loader, so the server sends the finished dashboard (or a
// redirect): there is no client-side 'Loading...' state to flash.
export function loader({ request, context }: Route.LoaderArgs) {
  return adminDashboardLoader(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return adminDashboardAction(request, context);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'Admin Dashboard',
    description: 'Moderation dashboard.',
    path: '/admin',
    noindex: true,
  });

export default function AdminPage({ loaderData }: Route.ComponentProps) {
  const { stats, queues, flagged, trail } = loaderData;
  const cards = [
    { label: 'Total Users', value: stats.users, Icon: Users },
    { label: 'Total Discussions', value: stats.discussions, Icon: FileText },
    { label: 'Total Comments', value: stats.comments, Icon: MessageSquare },
  ];
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">Admin Dashboard</h1>
      <p className="mt-2 text-slate-700">
        Review what members submit before it goes public.{' '}
        <Link to="/admin/members" className="font-semibold text-brand-700 underline">
          Members
        </Link>
        : find, suspend and promote members.{' '}
        <Link to="/admin/messages" className="font-semibold text-brand-700 underline">
          Messages
        </Link>
        : what came through the contact form.{' '}
        <Link to="/admin/prices" className="font-semibold text-brand-700 underline">
          Prices
        </Link>
        ,{' '}
        <Link to="/admin/lab-results" className="font-semibold text-brand-700 underline">
          lab results
        </Link>
        ,{' '}
        <Link to="/admin/vendors" className="font-semibold text-brand-700 underline">
          vendors
        </Link>{' '}
        and their{' '}
        <Link to="/admin/editorial-log" className="font-semibold text-brand-700 underline">
          change log
        </Link>
        : the reference data editors keep current.
      </p>
      <ActionNotice toastFor={moderationToastFor} className="mt-6" />
      <dl className="mt-6 grid gap-3 sm:grid-cols-3">
        {cards.map(({ label, value, Icon }) => (
          <div key={label} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
            <dt className="flex items-center gap-2 text-sm font-medium text-slate-700">
              <Icon aria-hidden="true" className="size-4 text-brand-700" />
              {label}
            </dt>
            <dd className="mt-1 text-3xl font-bold text-slate-900 tabular">
              {value.toLocaleString('en-US')}
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-8">
        <PendingPanel queues={queues} flagged={flagged} />
      </div>
      <AuditTrail {...trail} />
    </div>
  );
}
