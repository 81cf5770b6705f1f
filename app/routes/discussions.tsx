import type { Route } from './+types/discussions';
import { pageMeta } from '~/utils/meta';

// Placeholder until the issue that owns this screen lands.

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'Community Discussions',
    description: 'Moderated community discussions about peptide research.',
    path: '/community/discussions',
    noindex: true,
  });

export default function DiscussionsPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold">Community Discussions</h1>
    </div>
  );
}
