import { useEffect, useRef } from 'react';
import { IconSprite } from '~/components/ui/icon-sprite';
import type { Route } from './+types/vendors';
import { Notice } from '~/components/ui/notice';
import { ScoreLegend } from '~/components/ui/score-legend';
import { labGradedPeptide } from '~/data/lab-grades';
import {
  gradeFor,
  readCurrentGrades,
  readVendors,
} from '~/features/editorial/editorial-reads.server';
import { DirectoryControls } from '~/features/vendors/directory-controls';
import { parseDirectoryQuery } from '~/features/vendors/directory-options';
import { toDirectoryCard } from '~/features/vendors/directory-card';
import { directoryVendors, sortOrderText } from '~/features/vendors/directory-query';
import { vendorScoreLegend } from '~/features/vendors/score-legends';
import { LabDataAttribution } from '~/features/vendors/lab-data-attribution';
import { VendorCard } from '~/features/vendors/vendor-card';
import { onPageView, trackSearch } from '~/utils/analytics';
import { publicPageCache } from '~/utils/http-cache';
import { pageQuery } from '~/utils/page-query.server';
import { pageMeta } from '~/utils/meta';

// The page cache only stores /vendors without a query; filtered views render per request. The
// kept page is replaced when an editor changes a vendor or lab result ('editorial'), and after
// an hour at most, since a grade turns stale on its re-test day.
const pageCache = { query: ['q', 'sort', 'filter'], depends: ['editorial'] } as const;
export const headers = () => publicPageCache(3_600, pageCache);

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = parseDirectoryQuery(pageQuery(request, context, pageCache));
  const [vendors, grades] = await Promise.all([
    readVendors(context.db),
    readCurrentGrades(context.db),
  ]);
  const gradeOf = (slug: string) => gradeFor(grades, slug, labGradedPeptide);
  return {
    query,
    total: vendors.length,
    vendors: directoryVendors(vendors, query, gradeOf).map((vendor) =>
      toDirectoryCard(vendor, gradeOf, new Date()),
    ),
  };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'Peptide Vendor Directory',
    description:
      'Compare research peptide vendors by lab testing grade, price range and trust score.',
    keywords: ['peptide vendor directory', 'lab tested peptide vendors'],
    path: '/vendors',
  });

export default function VendorsPage({ loaderData }: Route.ComponentProps) {
  const { query, total, vendors: shown } = loaderData;
  // The search a page opens with is declared on its status line (recorded with the page view);
  // this records the searches made on the page after that.
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current && query.q) trackSearch(query.q, shown.length);
    opened.current = true;
  }, [query.q, shown.length]);
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-10">
      <IconSprite names={['shield-check', 'map-pin', 'flask-conical', 'star', 'external-link']} />
      <h1 className="text-3xl font-bold text-slate-900">Peptide Vendor Directory</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Research peptide vendors with their independent lab grades, price ranges and trust scores.
        Peptidia sells nothing; some store links are affiliate links and may earn a commission.
      </p>
      <Notice tone="warning" className="mt-4 max-w-3xl">
        For research use only. Listing a vendor is not an endorsement; check current certificates of
        analysis before ordering.
      </Notice>
      <div className="mt-6">
        <DirectoryControls query={query} />
      </div>
      <p
        role="status"
        className="mt-4 text-sm text-slate-600 tabular"
        {...(query.q ? onPageView('search', { query: query.q, results: shown.length }) : {})}
      >
        {`Showing ${shown.length} of ${total} vendors`}
      </p>
      <p className="text-sm text-slate-600">{sortOrderText(query.sort)}</p>
      <ScoreLegend items={vendorScoreLegend} section="lab-grades" className="mt-1" />
      {shown.length === 0 ? (
        <p className="mt-6 rounded-lg border border-slate-200 bg-white px-4 py-10 text-center text-slate-700">
          No vendors found matching your criteria.
        </p>
      ) : (
        <ul className="mt-4 grid gap-3 md:grid-cols-2 md:gap-5 lg:grid-cols-3">
          {shown.map((vendor) => (
            <li key={vendor.slug} className="flex">
              <VendorCard vendor={vendor} />
            </li>
          ))}
        </ul>
      )}
      <div className="mt-10">
        <LabDataAttribution />
      </div>
    </div>
  );
}
