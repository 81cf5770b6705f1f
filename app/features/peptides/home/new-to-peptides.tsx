/** The 'New to Peptides?' call to action (spec: "Home"). */
import { ButtonLink } from '~/components/ui/button-link';

export function NewToPeptides() {
  return (
    <section
      aria-labelledby="new-to-peptides"
      className="flex flex-col gap-4 rounded-lg border border-brand-600/40 bg-brand-50 p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <h2 id="new-to-peptides" className="text-lg font-semibold text-brand-900">
          New to Peptides?
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          Start with the basics: what peptides are, how they are studied and what to check before
          trusting a product.
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <ButtonLink to="/articles/peptides-101">Start with Peptides 101</ButtonLink>
        <ButtonLink to="/guides" variant="secondary">
          Injection Guide
        </ButtonLink>
      </div>
    </section>
  );
}
