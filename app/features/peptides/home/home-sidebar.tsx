/** The home sidebar (spec: "Home"): the injection guide card and the Peptides 101 card. */
import { BookOpen, Clock, Syringe } from 'lucide-react';
import { Badge } from '~/components/ui/badge';
import { ButtonLink } from '~/components/ui/button-link';

export function HomeSidebar() {
  return (
    <aside aria-label="Guides" className="space-y-4">
      <section
        aria-labelledby="sidebar-guide"
        className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
      >
        <Syringe aria-hidden="true" className="size-6 text-brand-700" />
        <h2 id="sidebar-guide" className="mt-2 text-lg font-semibold text-slate-900">
          Injection Guide
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Step-by-step reconstitution, sterile technique, injection sites and storage, as described
          in research settings.
        </p>
        <ButtonLink to="/guides" variant="secondary" className="mt-4 w-full">
          Read the Injection Guide
        </ButtonLink>
      </section>
      <section
        aria-labelledby="sidebar-article"
        className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
      >
        <div className="flex items-center justify-between gap-2">
          <BookOpen aria-hidden="true" className="size-6 text-brand-700" />
          <Badge variant="solid">Featured</Badge>
        </div>
        <h2 id="sidebar-article" className="mt-2 text-lg font-semibold text-slate-900">
          Peptides 101
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          What peptides are, what the research does and does not show, and how to read a
          vendor&apos;s lab report.
        </p>
        <p className="mt-2 flex items-center gap-1.5 text-sm text-slate-600">
          <Clock aria-hidden="true" className="size-4" />
          <span className="tabular">15 min read</span>
        </p>
        <ButtonLink to="/articles/peptides-101" className="mt-4 w-full">
          Read Peptides 101
        </ButtonLink>
      </section>
    </aside>
  );
}
