/** The section wrapper and link style shared by the Peptides 101 body's parts. */
import type { ReactNode } from 'react';
import { peptides101Sections, type Peptides101SectionId } from './peptides-101-outline';

export const linkClass = 'font-semibold text-brand-800 underline';

export function Section({ id, children }: { id: Peptides101SectionId; children: ReactNode }) {
  const title = peptides101Sections.find((section) => section.id === id)?.title;
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-24">
      <h2 id={`${id}-heading`} className="mt-12 text-2xl font-bold text-slate-900">
        {title}
      </h2>
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  );
}
