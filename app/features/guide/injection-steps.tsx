/**
 * The 8 steps as disclosure buttons (WAI-ARIA disclosure pattern): each opens and closes on its
 * own. Every panel is in the server HTML; without JavaScript a <noscript> style shows them all.
 * No region role on the panels: with 8 that can be open at once it would flood the landmarks.
 */
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import type { GuideStep } from './guide-content';

function Step({
  step,
  index,
  expanded,
  onToggle,
}: {
  step: GuideStep;
  index: number;
  expanded: boolean;
  onToggle: () => void;
}) {
  const panelId = `step-panel-${step.id}`;
  return (
    <li className="rounded-lg border border-slate-200 bg-white shadow-sm">
      <h3>
        <button
          type="button"
          id={`step-${step.id}`}
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={onToggle}
          className="flex min-h-11 w-full items-center gap-3 rounded-lg px-4 py-3 text-left font-semibold text-slate-900 hover:bg-slate-50"
        >
          <span
            aria-hidden="true"
            className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm text-white tabular"
          >
            {index + 1}
          </span>
          <span className="flex-1">
            <span className="sr-only">Step {index + 1}: </span>
            {step.title}
          </span>
          <ChevronDown
            aria-hidden="true"
            className={`guide-step-chevron size-5 shrink-0 text-slate-600 transition-transform duration-200 ${
              expanded ? 'rotate-180' : ''
            }`}
          />
        </button>
      </h3>
      <div
        id={panelId}
        className={`guide-step-panel border-t border-slate-100 px-4 py-3 ${expanded ? '' : 'hidden'}`}
      >
        <ul className="list-disc space-y-1 pl-10 text-sm leading-relaxed text-slate-700">
          {step.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </div>
    </li>
  );
}

export function InjectionSteps({ steps }: { steps: GuideStep[] }) {
  const [open, setOpen] = useState<ReadonlySet<string>>(
    () => new Set(steps.slice(0, 1).map((s) => s.id)),
  );
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <>
      <noscript>
        <style>{'.guide-step-panel{display:block}.guide-step-chevron{display:none}'}</style>
      </noscript>
      <ol className="space-y-3">
        {steps.map((step, index) => (
          <Step
            key={step.id}
            step={step}
            index={index}
            expanded={open.has(step.id)}
            onToggle={() => toggle(step.id)}
          />
        ))}
      </ol>
    </>
  );
}
