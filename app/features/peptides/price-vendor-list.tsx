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
  /** The <dd> with the price (class price-vendor-price, or the card's own). */
  price: ReactNode;
  vendorName: string;
}) {
  return (
    <dl className="price-vendor">
      <div>
        <dt>
          Price, <CataloguePriceDate />
        </dt>
        {price}
      </div>
      <div>
        <dt>Vendor</dt>
        <dd>{vendorName}</dd>
      </div>
    </dl>
  );
}
