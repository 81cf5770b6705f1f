import { data, redirect } from 'react-router';
import type { Route } from './+types/peptide-detail';
import { protocolCost } from '~/features/calculator/protocol-cost.server';
import { costFieldNames } from '~/features/calculator/protocol-cost-fields';
import { ProtocolCostSection } from '~/features/calculator/protocol-cost-section';
import {
  gradeFor,
  readCurrentGrades,
  readCurrentPrices,
} from '~/features/editorial/editorial-reads.server';
import { resolvePeptidePage } from '~/features/peptides/catalogue.server';
import { PeptideDetailView } from '~/features/peptides/detail/peptide-detail-view';
import { PeptideNotFound } from '~/features/peptides/detail/peptide-not-found';
import { detailStructuredData } from '~/features/peptides/structured-data';
import { withListedOffers } from '~/features/peptides/vendor-offers';
import { utcToday } from '~/features/prices/freshness';
import { jsonForInlineScript } from '~/utils/inline-script-json';
import { publicPageCacheUntilMidnight } from '~/utils/http-cache';
import { pageQuery } from '~/utils/page-query.server';
import { pageMeta } from '~/utils/meta';
import { priceFeedLink } from '~/features/follows/price-feed-link';

// Found pages are public and cached; the 404 state says no-store so no CDN keeps it. The vendor
// offers and the cost section show the price data (replaced when an editor changes it) and go
// stale by the day, so a kept page lasts until midnight at most.
const pageCache = { query: ['tab', ...costFieldNames], depends: ['editorial'] } as const;
export const headers: Route.HeadersFunction = ({ loaderHeaders }) =>
  loaderHeaders.has('Cache-Control')
    ? loaderHeaders
    : publicPageCacheUntilMidnight(new Date(), pageCache);

/**
 * One screen at /peptide/{slug}, /stack/{slug} and /peptides/{slug}; the canonical link names
 * /stack/{slug} for stacks and /peptide/{slug} for everything else. Misspelt or non-canonical
 * slugs redirect permanently; unknown slugs answer 404 with the spec's not-found text.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
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
  const [rows, grades] = await Promise.all([
    readCurrentPrices(context.db),
    readCurrentGrades(context.db),
  ]);
  const today = utcToday();
  const peptide = { slug: detail.slug, name: detail.name };
  const query = pageQuery(request, context, pageCache);
  return {
    found: true as const,
    detail: {
      ...detail,
      vendors: withListedOffers(detail.vendors, rows, detail.slug, today, (vendorSlug, name) =>
        gradeFor(grades, vendorSlug, name),
      ),
    },
    cost: protocolCost({ query, rows, grades, peptide, today, keepFields: ['tab'] }),
    structuredData,
  };
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
  const meta = pageMeta(matches, {
    title: `${detail.name}: Research Profile`,
    description: detail.summary,
    keywords: [detail.name, detail.fullName, 'research peptide profile'],
    path: detail.canonicalPath,
    type: 'article',
  });
  // Stacks have no price feed of their own: their prices are their peptides'.
  if (detail.canonicalPath.startsWith('/stack/')) return meta;
  return [...meta, priceFeedLink({ kind: 'peptide', key: detail.slug }, detail.name)];
};

export default function PeptideDetailPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.found) return <PeptideNotFound />;
  const { cost } = loaderData;
  return (
    <PeptideDetailView
      detail={loaderData.detail}
      structuredData={loaderData.structuredData}
      // Only a peptide the price data sells by the mg can be costed. On a phone the form waits
      // behind a summary (the page is long), open once the visitor has used it.
      protocolCost={
        cost.offerCount > 0 ? (
          <details
            className="phone-more mt-6"
            open={cost.values.dose !== '' || Object.keys(cost.errors).length > 0}
          >
            <summary>{`What a ${loaderData.detail.name} protocol costs`}</summary>
            <ProtocolCostSection view={cost} />
          </details>
        ) : null
      }
    />
  );
}
