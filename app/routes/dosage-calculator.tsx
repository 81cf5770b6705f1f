import { Link } from 'react-router';
import type { Route } from './+types/dosage-calculator';
import { Notice } from '~/components/ui/notice';
import { CalculatorEducation, ComingSoonList } from '~/features/calculator/calculator-education';
import { DosageCalculatorForm } from '~/features/calculator/dosage-calculator-form';
import { publicPageCache } from '~/utils/http-cache';
import { pageMeta } from '~/utils/meta';

// The host caches only the bare URL; a shared ?amount=... link is rendered per request.
export const headers = () =>
  publicPageCache(86_400, { query: ['amount', 'unit', 'water', 'dose'], variants: 200 });

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'Peptide Dosage Calculator',
    description:
      'Reconstitution calculator: concentration in mcg/ml, injection volume in ml and microlitres, and units on a U-100 syringe.',
    keywords: ['peptide calculator', 'reconstitution calculator', 'U-100 syringe units'],
    path: '/dosage-calculator',
  });

export default function DosageCalculatorPage() {
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
        <DosageCalculatorForm />
      </section>
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
