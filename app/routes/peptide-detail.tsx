import type { Route } from './+types/peptide-detail';
import { publicPageCache } from '~/utils/http-cache';
import { pageMeta } from '~/utils/meta';

// Placeholder until the peptide reference issue lands.
export const headers = () => publicPageCache();

export function loader({ params }: Route.LoaderArgs) {
  return { slug: params.slug };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, {
    title: loaderData?.slug ?? 'Peptide',
    description: 'Research peptide profile.',
    path: `/peptide/${loaderData?.slug ?? ''}`,
  });

export default function PeptideDetailPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold">{loaderData.slug}</h1>
    </div>
  );
}
