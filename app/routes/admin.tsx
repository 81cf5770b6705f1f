import type { Route } from './+types/admin';
import { pageMeta } from '~/utils/meta';

// Placeholder until the issue that owns this screen lands.

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'Admin Dashboard',
    description: 'Moderation dashboard.',
    path: '/admin',
    noindex: true,
  });

export default function AdminPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold">Admin Dashboard</h1>
    </div>
  );
}
