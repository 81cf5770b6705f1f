/** A titled result panel of the planner (a region for screen readers and the tests). */
import type { ReactNode } from 'react';

export function PlanSection({
  id,
  title,
  children,
  className = '',
}: {
  id: string;
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className={`rounded-lg border border-slate-200 bg-white p-5 shadow-sm ${className}`}
    >
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-3 space-y-3 text-sm text-slate-800">{children}</div>
    </section>
  );
}

/** What a panel still needs, in place of its figures. */
export function MissingFields({ children }: { children: ReactNode }) {
  return <p className="text-slate-600">{children}</p>;
}

export function Figures({ items }: { items: { label: string; value: string }[] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {items.map((item) => (
        <div key={item.label} className="rounded-md border border-slate-200 bg-slate-50 p-3">
          <dt className="text-xs font-medium text-slate-600">{item.label}</dt>
          <dd className="mt-0.5 text-base font-semibold text-slate-900 tabular">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

// One formatter per precision, made once: toLocaleString builds a new one on every call, which
// cost milliseconds per page across the schedule and the log.
const formatters = new Map<number, Intl.NumberFormat>();

/** '1,250' for mcg and '12.5' for mg: numbers people compare, without float noise. */
export function formatAmount(value: number, places = 2): string {
  let formatter = formatters.get(places);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', { maximumFractionDigits: places });
    formatters.set(places, formatter);
  }
  return formatter.format(value);
}
