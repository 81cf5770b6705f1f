/** A titled block of the detail page; keeps headings and spacing the same everywhere. */
import type { ReactNode } from 'react';
import { sectionId } from './outline';

export function DetailSection({
  title,
  children,
  aside,
}: {
  title: string;
  children: ReactNode;
  aside?: ReactNode;
}) {
  const id = sectionId(title);
  return (
    <section
      aria-labelledby={id}
      className="rounded-lg border border-slate-200 bg-white p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="scroll-mt-20 text-xl font-semibold text-slate-900">
          {title}
        </h2>
        {aside}
      </div>
      <div className="mt-3 text-slate-700">{children}</div>
    </section>
  );
}

export function BulletList({ items }: { items: readonly string[] }) {
  return (
    <ul className="list-disc space-y-1.5 pl-5">
      {items.map((item, i) => (
        <li key={`${i}-${item}`}>{item}</li>
      ))}
    </ul>
  );
}
