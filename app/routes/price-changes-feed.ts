import { data } from 'react-router';
import type { Route } from './+types/price-changes-feed';
import { priceChangesFeed } from '~/features/follows/price-changes-feed.server';
import { publicPageCache } from '~/utils/http-cache';

// /peptide/:slug/prices.xml and /vendors/:vendorSlug/prices.xml: the same for every reader, kept
// until the prices (the editorial content version) change.
export async function loader({ params, context }: Route.LoaderArgs) {
  const subject = params.vendorSlug
    ? ({ kind: 'vendor', key: params.vendorSlug } as const)
    : ({ kind: 'peptide', key: params.slug ?? '' } as const);
  const xml = await priceChangesFeed(context, subject);
  if (xml === null) throw data('No such peptide or vendor.', { status: 404 });
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/atom+xml; charset=utf-8',
      ...publicPageCache(3_600, { query: [], depends: ['editorial'], members: 'none' }),
    },
  });
}
