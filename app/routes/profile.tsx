import type { Route } from './+types/profile';
import { pageMeta } from '~/utils/meta';

// Placeholder until the issue that owns this screen lands.

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'Profile Settings',
    description: 'Your Peptidia profile settings.',
    path: '/profile',
    noindex: true,
  });

export default function ProfilePage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold">Profile Settings</h1>
    </div>
  );
}
