import type { Route } from './+types/new-discussion';
import { pageMeta } from '~/utils/meta';

// Placeholder until the issue that owns this screen lands.

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'New Discussion',
    description: 'Start a new community discussion.',
    path: '/community/new-discussion',
    noindex: true,
  });

export default function NewDiscussionPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold">New Discussion</h1>
    </div>
  );
}
