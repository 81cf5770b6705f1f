import type { Route } from './+types/discussion-detail';
import { pageMeta } from '~/utils/meta';

// Placeholder until the community issue lands.
export const headers = () => ({});

export function loader({ params }: Route.LoaderArgs) {
  return { slug: params.id };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, {
    title: loaderData?.slug ?? 'Peptide',
    description: 'A community discussion.',
    path: `/community/discussion/${loaderData?.slug ?? ''}`,
  });

export default function DiscussionDetailPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold">{loaderData.slug}</h1>
    </div>
  );
}
