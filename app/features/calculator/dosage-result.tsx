/** The calculator's answer: figures, syringe, warning and 'Show the math'; nothing if invalid. */
import { AlertTriangle } from 'lucide-react';
import { Notice } from '~/components/ui/notice';
import { mathSteps, type DosageInput, type DosageResult } from './dosage';
import { SyringeDiagram } from './syringe-diagram';

const warnings = {
  'over-syringe':
    'This is more than a 1 ml (100-unit) syringe holds. Check that the peptide amount and the ' +
    'dose use the right units (mg or mcg).',
  'under-measurable':
    'This is less than 1 unit on a U-100 syringe, too small to draw accurately. Check that the ' +
    'peptide amount and the dose use the right units (mg or mcg), or add more water.',
} as const;

export function DosageResultPanel({ input, result }: { input: DosageInput; result: DosageResult }) {
  const figures = [
    { label: 'Concentration', value: `${result.concentrationText} mcg/ml` },
    { label: 'Volume to draw', value: `${result.volumeText} ml` },
    { label: 'In microlitres', value: `${result.microlitresText} µl` },
    { label: 'U-100 syringe', value: `${result.unitsText} units` },
    { label: 'Doses per vial', value: String(result.dosesPerVial) },
  ];
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {figures.map((figure) => (
          <div key={figure.label} className="rounded-md border border-slate-200 bg-slate-50 p-3">
            <dt className="text-xs font-medium text-slate-600">{figure.label}</dt>
            <dd className="mt-0.5 text-lg font-semibold text-slate-900 tabular">{figure.value}</dd>
          </div>
        ))}
      </dl>
      {result.warning ? (
        <Notice
          tone="danger"
          title={
            <span className="flex items-center gap-2">
              <AlertTriangle aria-hidden="true" className="size-4" />
              Check your units
            </span>
          }
        >
          {warnings[result.warning]}
        </Notice>
      ) : null}
      <figure>
        <SyringeDiagram units={result.syringeUnits} volumeText={result.volumeText} />
        <figcaption className="mt-1 text-xs text-slate-600">
          U-100 insulin syringe: 100 units = 1 ml, so 1 unit = 0.01 ml.
        </figcaption>
      </figure>
      <details className="rounded-md border border-slate-200 bg-white px-4 py-2 text-sm">
        <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-brand-800">
          Show the math
        </summary>
        <ol className="list-decimal space-y-1 pt-1 pb-2 pl-5 text-slate-800 tabular">
          {mathSteps(input, result).map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </details>
    </div>
  );
}
