import type { Route } from './+types/guides';
import { publicPageCache } from '~/utils/http-cache';
import { pageMeta } from '~/utils/meta';

// Placeholder until the issue that owns this screen lands.
export const headers = () => publicPageCache();

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'Complete Peptide Injection Guide',
    description:
      'Step-by-step educational injection guide: preparation, sites, storage and safety.',
    path: '/guides',
    noindex: false,
  });

export default function GuidesPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold">Complete Peptide Injection Guide</h1>
    </div>
  );
}
