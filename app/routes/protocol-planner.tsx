import { Link, type ShouldRevalidateFunction } from 'react-router';
import type { Route } from './+types/protocol-planner';
import { readCurrentGrades, readCurrentPrices } from '~/features/editorial/editorial-reads.server';
import { planFieldNames } from '~/features/planner/plan-params';
import { plannerPrices } from '~/features/planner/price-offers';
import { ProtocolPlanner, plannerPath } from '~/features/planner/protocol-planner';
import { ResearchNotice } from '~/features/planner/research-notice';
import { utcToday } from '~/features/prices/freshness';
import { publicPageCacheUntilMidnight } from '~/utils/http-cache';
import { pageQuery } from '~/utils/page-query.server';
import { pageMeta } from '~/utils/meta';

// Prices and lab grades stay current for so many days, so a kept page lasts until midnight, and
// until an editor changes the price data. A plan is a link people share and open again: up to
// 200 plans are kept a process, each under its fields (decision 0011).
const pageCache = { query: planFieldNames, variants: 200, depends: ['editorial'] } as const;
export const headers = () => publicPageCacheUntilMidnight(new Date(), pageCache);

/**
 * Today's date, from the server, so the server and the browser judge freshness alike, and the
 * price data: the products, and the offers of the one the plan names.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const [rows, grades] = await Promise.all([
    readCurrentPrices(context.db),
    readCurrentGrades(context.db),
  ]);
  const product = pageQuery(request, context, pageCache).get('product') ?? '';
  return { today: utcToday(), prices: plannerPrices(rows, grades, product) };
}

// The plan is computed in the browser from the URL: typing needs no new loader data, only
// choosing another product's prices does.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  currentUrl.searchParams.get('product') !== nextUrl.searchParams.get('product');

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'Peptide Protocol Planner',
    description:
      'Blend calculator, water volumes for round syringe units, cycle schedule with vials and cost, and a printable log: a research calculation on your own numbers.',
    keywords: ['peptide blend calculator', 'reconstitution planner', 'peptide cycle planner'],
    path: plannerPath,
  });

export default function ProtocolPlannerPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 print:max-w-none print:p-0">
      <div className="max-w-3xl print:hidden">
        <p className="text-sm">
          <Link to="/dosage-calculator" className="font-medium text-brand-800 underline">
            Dosage calculator
          </Link>
        </p>
        <h1 className="mt-2 text-3xl font-bold text-slate-900">Protocol Planner</h1>
        <p className="mt-3 text-slate-700">
          Fill in a vial, a dose and a cycle once: the planner works out the volume to draw for
          single peptides and blends, water volumes that land on round syringe units, the
          week-by-week schedule with vials and cost, and a log to print.
        </p>
        <ResearchNotice className="mt-4" />
      </div>
      <div className="mt-8 print:mt-0">
        <ProtocolPlanner today={loaderData.today} prices={loaderData.prices} />
      </div>
    </div>
  );
}
