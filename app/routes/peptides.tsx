import type { ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/peptides';
import { allPeptideCards, featuredStacks } from '~/features/peptides/catalogue.server';
import { PeptideDatabase } from '~/features/peptides/database/peptide-database';
import { publicPageCache } from '~/utils/http-cache';
import { pageMeta } from '~/utils/meta';

// The host caches /peptides only without a query string; ?q= pages render per request.
export const headers = () => publicPageCache(86_400, { query: ['q'] });

/** The whole catalogue is small; the page filters it by ?q= on the server and while typing. */
export function loader() {
  return { peptides: allPeptideCards(), featured: featuredStacks() };
}

/** The data never depends on ?q=, so typing in the search box never refetches it. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'Peptide Database',
    description:
      'Search research peptide profiles by name, description and benefit, with featured stacks and the evidence level behind each claim.',
    keywords: ['peptide database', 'peptide search', 'peptide stacks'],
    path: '/peptides',
    noindex: false,
  });

export default function PeptidesPage({ loaderData }: Route.ComponentProps) {
  return <PeptideDatabase peptides={loaderData.peptides} featured={loaderData.featured} />;
}
