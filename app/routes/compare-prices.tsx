import type { Route } from './+types/compare-prices';
import { publicPageCache } from '~/utils/http-cache';
import { pageMeta } from '~/utils/meta';

// Placeholder until the issue that owns this screen lands.
export const headers = () => publicPageCache();

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'Compare Peptide Vendors',
    description: 'Compare research peptide prices and price per mg across 12 vendors.',
    path: '/compare-prices',
    noindex: false,
  });

export default function ComparePricesPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold">Compare Peptide Vendors</h1>
    </div>
  );
}
