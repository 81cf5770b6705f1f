import { Link, type ShouldRevalidateFunction } from 'react-router';
import type { Route } from './+types/dosage-calculator';
import { Notice } from '~/components/ui/notice';
import { CalculatorEducation, ComingSoonList } from '~/features/calculator/calculator-education';
import { DosageCalculatorForm } from '~/features/calculator/dosage-calculator-form';
import { keptFields, protocolCost } from '~/features/calculator/protocol-cost.server';
import { costFieldNames } from '~/features/calculator/protocol-cost-fields';
import { ProtocolCostSection } from '~/features/calculator/protocol-cost-section';
import { costProducts } from '~/features/calculator/protocol-offers';
import { readCurrentGrades, readCurrentPrices } from '~/features/editorial/editorial-reads.server';
import { utcToday } from '~/features/prices/freshness';
import { publicPageCacheUntilMidnight } from '~/utils/http-cache';
import { pageQuery } from '~/utils/page-query.server';
import { pageMeta } from '~/utils/meta';

// The host caches only the bare URL; a shared ?amount=... link is rendered per request. The cost
// section reads the price data (replaced when an editor changes it) and judges freshness by the
// day, so a kept page lasts until midnight at most.
const calculatorFields = ['amount', 'unit', 'water', 'dose'];

const pageCache = {
  query: [...calculatorFields, ...costFieldNames],
  variants: 200,
  depends: ['editorial'],
} as const;
export const headers = () => publicPageCacheUntilMidnight(new Date(), pageCache);

// The calculator writes its own fields to the URL as one types: only the cost form's need the
// server again.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  costFieldNames.some(
    (name) => currentUrl.searchParams.get(name) !== nextUrl.searchParams.get(name),
  );

export async function loader({ request, context }: Route.LoaderArgs) {
  const [rows, grades] = await Promise.all([
    readCurrentPrices(context.db),
    readCurrentGrades(context.db),
  ]);
  const query = pageQuery(request, context, pageCache);
  return {
    products: costProducts(rows),
    cost: protocolCost({ query, rows, grades, today: utcToday(), keepFields: calculatorFields }),
    // Calculate, without JavaScript, sends the cost form's choices on too.
    calculatorKeep: keptFields(query, costFieldNames),
  };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'Peptide Dosage Calculator',
    description:
      'Reconstitution calculator: concentration in mcg/ml, injection volume in ml and microlitres, and units on a U-100 syringe.',
    keywords: ['peptide calculator', 'reconstitution calculator', 'U-100 syringe units'],
    path: '/dosage-calculator',
  });

export default function DosageCalculatorPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold text-slate-900">Peptide Dosage Calculator</h1>
        <p className="mt-3 text-slate-700">
          Work out the concentration of a reconstituted vial and the volume that holds a given dose,
          in millilitres, microlitres and insulin-syringe units.
        </p>
        <p className="mt-3 text-slate-700">
          A vial with two or three peptides, water for round units, a whole cycle or a log to print:
          open the{' '}
          <Link to="/dosage-calculator/planner" className="font-semibold text-brand-800 underline">
            protocol planner
          </Link>
          .
        </p>
        <Notice tone="warning" className="mt-4">
          For research and education only, not medical advice. Double-check every calculation and
          consult a healthcare provider.
        </Notice>
      </header>
      <section
        aria-labelledby="calculator-heading"
        className="mt-8 rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      >
        <h2 id="calculator-heading" className="mb-4 text-xl font-semibold text-slate-900">
          Reconstitution calculator
        </h2>
        <DosageCalculatorForm keep={loaderData.calculatorKeep} />
      </section>
      <ProtocolCostSection
        view={loaderData.cost}
        products={loaderData.products}
        className="mt-8 shadow-sm sm:p-6"
      />
      {/* On paper the inputs and the result are what count (app.css, print). */}
      <div className="mt-10 print:hidden">
        <CalculatorEducation />
      </div>
      <div className="mt-6 print:hidden">
        <ComingSoonList />
      </div>
    </div>
  );
}
