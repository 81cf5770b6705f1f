/**
 * The 8 steps as the platform's own disclosures (details and summary): each opens and closes on
 * its own at the first click, before, during and after the app's start, and the app never
 * replaces or closes one the visitor opened (React leaves `open` alone after the first render).
 * Without JavaScript a <noscript> style shows every step's points.
 */
import { ChevronDown } from 'lucide-react';
import type { GuideStep } from './guide-content';

function Step({ step, index }: { step: GuideStep; index: number }) {
  return (
    <li className="rounded-lg border border-slate-200 bg-white shadow-sm">
      <details id={`step-${step.id}`} open={index === 0} className="guide-step group">
        <summary className="flex min-h-11 w-full cursor-pointer list-none items-center gap-3 rounded-lg px-4 py-3 text-left font-semibold text-slate-900 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
          <span
            aria-hidden="true"
            className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm text-white tabular"
          >
            {index + 1}
          </span>
          <h3 className="flex-1">
            <span className="sr-only">Step {index + 1}: </span>
            {step.title}
          </h3>
          <ChevronDown
            aria-hidden="true"
            className="guide-step-chevron size-5 shrink-0 text-slate-600 transition-transform duration-200 group-open:rotate-180"
          />
        </summary>
        <div className="border-t border-slate-100 px-4 py-3">
          <ul className="list-disc space-y-1 pl-10 text-sm leading-relaxed text-slate-700">
            {step.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </div>
      </details>
    </li>
  );
}

export function InjectionSteps({ steps }: { steps: GuideStep[] }) {
  return (
    <>
      <noscript>
        <style>
          {
            '.guide-step::details-content{content-visibility:visible;display:block}.guide-step-chevron{display:none}'
          }
        </style>
      </noscript>
      <ol className="space-y-3">
        {steps.map((step, index) => (
          <Step key={step.id} step={step} index={index} />
        ))}
      </ol>
    </>
  );
}
