import type { Route } from './+types/community';
import { pageMeta } from '~/utils/meta';

// Placeholder until the issue that owns this screen lands.

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'Community',
    description: 'The Peptidia research community: moderated discussions and vendor experiences.',
    path: '/community',
    noindex: false,
  });

export default function CommunityPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold">Community</h1>
    </div>
  );
}
