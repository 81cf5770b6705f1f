/** The not-found state of the detail screen (spec: "The error catalogue"). */
import { ButtonLink } from '~/components/ui/button-link';

export function PeptideNotFound() {
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900">Peptide Not Found</h1>
      <p className="mt-3 text-slate-700">
        The peptide you&apos;re looking for doesn&apos;t exist or is coming soon.
      </p>
      <ButtonLink to="/" className="mt-6">
        Return Home
      </ButtonLink>
    </div>
  );
}
