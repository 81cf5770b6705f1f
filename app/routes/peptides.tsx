import type { Route } from './+types/peptides';
import { publicPageCache } from '~/utils/http-cache';
import { pageMeta } from '~/utils/meta';

// Placeholder until the issue that owns this screen lands.
export const headers = () => publicPageCache();

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'Peptide Database',
    description: 'Search research peptide profiles by name, description and benefit.',
    path: '/peptides',
    noindex: false,
  });

export default function PeptidesPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold">Peptide Database</h1>
    </div>
  );
}
