import type { Route } from './+types/vendor-detail';
import { publicPageCache } from '~/utils/http-cache';
import { pageMeta } from '~/utils/meta';

// Placeholder until the vendors issue lands.
export const headers = () => publicPageCache();

export function loader({ params }: Route.LoaderArgs) {
  return { slug: params.vendorSlug };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, {
    title: loaderData?.slug ?? 'Peptide',
    description: 'Research peptide vendor profile.',
    path: `/vendors/${loaderData?.slug ?? ''}`,
  });

export default function VendorDetailPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold">{loaderData.slug}</h1>
    </div>
  );
}
