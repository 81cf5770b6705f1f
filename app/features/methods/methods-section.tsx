/** One section of /methods: its heading (from methodsSections) and body. */
import type { ReactNode } from 'react';
import type { MethodsSection as SectionId } from '~/components/ui/score-legend';
import { methodsSections } from './methods-outline';

export function MethodsSection({ id, children }: { id: SectionId; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="scroll-mt-20 text-2xl font-bold text-slate-900">
        {methodsSections[id]}
      </h2>
      <div className="mt-3 space-y-3 leading-relaxed text-slate-700">{children}</div>
    </section>
  );
}
