/**
 * The Price and Vendor pair at the foot of a peptide card and a stack card. The term carries the
 * month the catalogue price was seen, so the spec's price text itself stays as it is.
 */
import type { ReactNode } from 'react';
import { CataloguePriceDate } from './catalogue-price-date';

export function PriceVendorList({
  price,
  vendorName,
}: {
  /** The <dd> with the price, styled by the card. */
  price: ReactNode;
  vendorName: string;
}) {
  return (
    <dl className="mt-4 grid grid-cols-2 gap-2 text-sm">
      <div>
        <dt className="text-slate-600">
          Price, <CataloguePriceDate />
        </dt>
        {price}
      </div>
      <div>
        <dt className="text-slate-600">Vendor</dt>
        <dd className="font-medium text-slate-900">{vendorName}</dd>
      </div>
    </dl>
  );
}
