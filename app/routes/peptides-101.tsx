import type { Route } from './+types/peptides-101';
import { publicPageCache } from '~/utils/http-cache';
import { pageMeta } from '~/utils/meta';

// Placeholder until the issue that owns this screen lands.
export const headers = () => publicPageCache();

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'Peptides 101: A Beginner Guide',
    description:
      'A beginner guide to research peptides: what they are, safety, administration and sourcing.',
    path: '/articles/peptides-101',
    noindex: false,
  });

export default function Peptides101Page() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold">Peptides 101: A Beginner Guide</h1>
    </div>
  );
}
