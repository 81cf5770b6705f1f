/** 'Need Help Choosing?' (spec: "Vendor comparison"): links to the directory and Peptides 101. */
import { ButtonLink } from '~/components/ui/button-link';

export function NeedHelpCard() {
  return (
    <section
      aria-labelledby="need-help-heading"
      className="mt-12 rounded-lg border border-brand-600/30 bg-brand-50 p-6"
    >
      <h2 id="need-help-heading" className="scroll-mt-20 text-xl font-semibold text-brand-900">
        Need Help Choosing?
      </h2>
      <p className="mt-2 max-w-2xl text-slate-800">
        Price is only one part of the picture. Compare lab grades and trust scores in the vendor
        directory, or start with the basics of sourcing and quality in Peptides 101.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <ButtonLink to="/vendors">Browse the Vendor Directory</ButtonLink>
        <ButtonLink to="/articles/peptides-101" variant="secondary">
          Read Peptides 101
        </ButtonLink>
      </div>
    </section>
  );
}
