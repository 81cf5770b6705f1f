import type { Route } from './+types/vendors';
import { publicPageCache } from '~/utils/http-cache';
import { pageMeta } from '~/utils/meta';

// Placeholder until the issue that owns this screen lands.
export const headers = () => publicPageCache();

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'Peptide Vendor Directory',
    description: 'Compare research peptide vendors by lab testing grade, price and trust score.',
    path: '/vendors',
    noindex: false,
  });

export default function VendorsPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold">Peptide Vendor Directory</h1>
    </div>
  );
}
