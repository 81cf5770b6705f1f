import type { Route } from './+types/dosage-calculator';
import { publicPageCache } from '~/utils/http-cache';
import { pageMeta } from '~/utils/meta';

// Placeholder until the issue that owns this screen lands.
export const headers = () => publicPageCache();

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'Peptide Dosage Calculator',
    description: 'Reconstitution calculator: concentration, injection volume and syringe units.',
    path: '/dosage-calculator',
    noindex: false,
  });

export default function DosageCalculatorPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold">Peptide Dosage Calculator</h1>
    </div>
  );
}
