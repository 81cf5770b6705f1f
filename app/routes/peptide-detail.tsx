import { data, redirect } from 'react-router';
import type { Route } from './+types/peptide-detail';
import { resolvePeptidePage } from '~/features/peptides/catalogue.server';
import { PeptideDetailView } from '~/features/peptides/detail/peptide-detail-view';
import { PeptideNotFound } from '~/features/peptides/detail/peptide-not-found';
import { detailStructuredData } from '~/features/peptides/structured-data';
import { jsonForInlineScript } from '~/utils/inline-script-json';
import { publicPageCache } from '~/utils/http-cache';
import { pageMeta } from '~/utils/meta';

// Found pages are public and cached; the 404 state says no-store so no CDN keeps it.
export const headers: Route.HeadersFunction = ({ loaderHeaders }) =>
  loaderHeaders.has('Cache-Control') ? loaderHeaders : publicPageCache(86_400, { query: ['tab'] });

/**
 * One screen at /peptide/{slug}, /stack/{slug} and /peptides/{slug}; the canonical link names
 * /stack/{slug} for stacks and /peptide/{slug} for everything else. Misspelt or non-canonical
 * slugs redirect permanently; unknown slugs answer 404 with the spec's not-found text.
 */
export function loader({ params, request, context }: Route.LoaderArgs) {
  const result = resolvePeptidePage(params.slug);
  if (result.kind === 'redirect') throw redirect(result.to, 301);
  if (result.kind === 'not-found') {
    return data({ found: false, path: new URL(request.url).pathname } as const, {
      status: 404,
      headers: { 'Cache-Control': 'no-store' },
    });
  }
  const { detail } = result;
  const structuredData = jsonForInlineScript(
    detailStructuredData({
      siteUrl: context.env.SITE_URL,
      path: detail.canonicalPath,
      name: detail.name,
      description: detail.summary,
    }),
  );
  return { found: true as const, detail, structuredData };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData?.found) {
    return pageMeta(matches, {
      title: 'Peptide Not Found',
      description: "The peptide you're looking for doesn't exist or is coming soon.",
      path: loaderData?.path ?? '/peptides',
      noindex: true,
    });
  }
  const { detail } = loaderData;
  return pageMeta(matches, {
    title: `${detail.name}: Research Profile`,
    description: detail.summary,
    keywords: [detail.name, detail.fullName, 'research peptide profile'],
    path: detail.canonicalPath,
    type: 'article',
  });
};

export default function PeptideDetailPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.found) return <PeptideNotFound />;
  return (
    <PeptideDetailView detail={loaderData.detail} structuredData={loaderData.structuredData} />
  );
}
