import { Link } from 'react-router';
import type { Route } from './+types/admin-members';
import { membersAction, membersLoader } from '~/features/admin/member-actions.server';
import { MemberPages } from '~/features/admin/member-pages';
import { MembersList } from '~/features/admin/members-list';
import type { MemberOutcome } from '~/features/admin/members.server';
import { pageMeta } from '~/utils/meta';

// Admins only: checked in the loader and the action, before any read or write.
export const loader = ({ request, context }: Route.LoaderArgs) => membersLoader(request, context);
export const action = ({ request, context }: Route.ActionArgs) => membersAction(request, context);

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'Members',
    description: 'Find, suspend and promote members.',
    path: '/admin/members',
    noindex: true,
  });

export default function AdminMembersPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <p className="text-sm">
        <Link to="/admin" className="text-brand-700 underline">
          Admin Dashboard
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">Members</h1>
      <p className="mt-2 text-slate-700">
        A suspended member is signed out at once and cannot sign in, post, vote, review or flag
        until the suspension ends. Every change is kept in the audit trail.
      </p>
      <MembersList
        members={loaderData.members}
        adminId={loaderData.adminId}
        text={loaderData.text}
        outcome={actionData as MemberOutcome | undefined}
      />
      <MemberPages
        text={loaderData.text}
        previousCursor={loaderData.previousCursor}
        nextCursor={loaderData.nextCursor}
      />
    </div>
  );
}
