import type { Route } from './+types/home';
import { publicPageCache } from '~/utils/http-cache';
import { pageMeta } from '~/utils/meta';

// Placeholder until the issue that owns this screen lands.
export const headers = () => publicPageCache();

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'Peptidia: Research Peptide Reference',
    description:
      'Research peptide profiles, vendor lab grades, price comparison, an injection guide and a reconstitution calculator. Research and education only.',
    path: '/',
    noindex: false,
  });

export default function HomePage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold">Peptidia: Research Peptide Reference</h1>
    </div>
  );
}
