import type { Route } from './+types/home';
import { carouselItems, categorySections } from '~/features/peptides/catalogue.server';
import { homeQuery } from '~/features/peptides/goals';
import { HomeView } from '~/features/peptides/home/home-view';
import { publicPageCache } from '~/utils/http-cache';
import { pageMeta } from '~/utils/meta';

// The goal, filter and slide the no-JavaScript controls load (goals.ts) render pages of their own.
export const headers = () => publicPageCache(86_400, { query: [...homeQuery] });

export function loader() {
  return { carousel: carouselItems(), sections: categorySections() };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'Peptidia: Research Peptide Reference',
    description:
      'Research peptide profiles, vendor lab grades, price comparison, an injection guide and a reconstitution calculator. Research and education only.',
    keywords: ['peptide database', 'BPC-157', 'peptide research goals'],
    path: '/',
    noindex: false,
  });

export default function HomePage({ loaderData }: Route.ComponentProps) {
  return <HomeView carousel={loaderData.carousel} sections={loaderData.sections} />;
}
