/** Unknown vendor slug (spec: error catalogue): 'Vendor Not Found' and the spec's sentence. */
import { ButtonLink } from '~/components/ui/button-link';

export function VendorNotFound() {
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900">Vendor Not Found</h1>
      <p className="mt-3 text-slate-700">
        The vendor you&apos;re looking for doesn&apos;t exist in our database.
      </p>
      <ButtonLink to="/vendors" className="mt-6">
        Back to Vendors
      </ButtonLink>
    </div>
  );
}
