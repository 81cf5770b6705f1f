/**
 * The Vendors card of a peptide page: the spec's three derived vendors (name, rating, lab
 * tested), each with the offers the price data lists for this peptide, dated and marked stale
 * after 90 days, with their source; a vendor with no listed offer shows the rule's price, labelled
 * an estimate (vendor-offers.ts). The offers run under their vendor, not beside it: the card is
 * a narrow column at every width (a phone, the sidebar).
 */
import { Link } from 'react-router';
import { Badge } from '~/components/ui/badge';
import { ActiveFigure } from '~/features/prices/active-figure';
import { SeenOn } from '~/features/prices/seen-on';
import type { ListedOffer, PeptideVendor } from '../vendor-offers';

const usd = (amount: number) => `$${Number.isInteger(amount) ? amount : amount.toFixed(2)}`;

function OfferPrice({ offer }: { offer: ListedOffer }) {
  return (
    <li>
      <span className="text-slate-600">
        {offer.amount}
        {offer.notes ? ` (${offer.notes})` : ''}
      </span>{' '}
      <span className="tabular text-base font-semibold text-slate-900">{usd(offer.price)}</span>
      {offer.stale ? (
        <Badge variant="caution" className="ml-1">
          stale
        </Badge>
      ) : null}
      {/* The day and the active-mg figure share a line (each is a block elsewhere). */}
      <span className="block text-xs text-slate-600 *:inline">
        <SeenOn day={offer.checkedAt} text={offer.seenText} />
        {offer.active ? (
          <>
            {' · '}
            <ActiveFigure active={offer.active} />
          </>
        ) : null}
      </span>
      {offer.sourceUrl ? (
        <a
          href={offer.sourceUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="text-xs text-brand-800 underline"
        >
          source
        </a>
      ) : null}
    </li>
  );
}

function VendorPrices({ vendor }: { vendor: PeptideVendor }) {
  if (vendor.offers.length === 0) {
    return (
      <span>
        <span className="tabular text-base font-semibold text-slate-900">{vendor.price}</span>
        <span className="block text-xs text-slate-600">estimate</span>
      </span>
    );
  }
  return (
    <ul className="space-y-1">
      {vendor.offers.map((offer) => (
        <OfferPrice key={`${offer.amount}-${offer.notes ?? ''}`} offer={offer} />
      ))}
    </ul>
  );
}

export function VendorOffersCard({ vendors }: { vendors: PeptideVendor[] }) {
  if (vendors.length === 0) return null;
  return (
    <section
      aria-labelledby="vendors"
      className="rounded-lg border border-slate-200 bg-white p-4 sm:p-5"
    >
      <h2 id="vendors" className="text-lg font-semibold text-slate-900">
        Vendors
      </h2>
      <ul className="mt-3 divide-y divide-slate-200 text-sm">
        {vendors.map((vendor) => (
          <li key={vendor.slug} className="py-2">
            <div className="flex flex-wrap items-center gap-x-2">
              <Link
                to={`/vendors/${vendor.slug}`}
                className="inline-flex min-h-11 items-center font-semibold text-brand-800 hover:underline"
              >
                {vendor.name}
              </Link>
              {vendor.tested ? <Badge variant="success">Lab Tested</Badge> : null}
              <span className="tabular text-slate-600">Rating {vendor.rating}/10</span>
            </div>
            <VendorPrices vendor={vendor} />
          </li>
        ))}
      </ul>
      <p className="mt-3 text-xs text-slate-600">
        Dated prices are listed offers from the price data, stale when seen over 90 days ago; an
        estimate is worked out from the catalogue price where no offer is listed. All listed prices
        are on{' '}
        <Link to="/compare-prices" className="font-semibold text-brand-800 underline">
          Compare Prices
        </Link>
        .
      </p>
    </section>
  );
}
