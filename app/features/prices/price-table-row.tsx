/**
 * One vendor at one dosage in the /compare-prices table. The cells wrap rather than scroll, so
 * the four columns fit a 360 px phone: the date, stale label and active-peptide figure
 * sit under the price per unit instead of in columns of their own.
 */
import { Award } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '~/components/ui/badge';
import { ActiveFigure } from './active-figure';
import { SeenOn } from './seen-on';
import { formatPrice, formatUsd, type PriceRow } from './price-table';

export function PriceTableRow({ row }: { row: PriceRow }) {
  return (
    <tr className={row.bestValue ? 'bg-green-50' : undefined}>
      <th scope="row" className="py-2 pr-2 align-top font-medium text-slate-900 sm:pr-3">
        <Link to={`/vendors/${row.vendorSlug}`} className="hover:underline">
          {row.vendorName}
        </Link>
        {row.bestValue ? (
          <span className="mt-1 block sm:mt-0 sm:ml-2 sm:inline">
            <Badge variant="success" className="whitespace-nowrap">
              <Award aria-hidden="true" className="size-3.5" />
              Best value
            </Badge>
          </span>
        ) : null}
      </th>
      <td className="py-2 pr-2 align-top text-slate-700 tabular sm:pr-3">
        <span className="whitespace-nowrap">{row.dosage}</span>
        {row.notes ? <span className="block text-xs text-slate-600">({row.notes})</span> : null}
      </td>
      <td className="py-2 pr-2 text-right align-top whitespace-nowrap text-slate-900 tabular sm:pr-3">
        {formatPrice(row.price)}
      </td>
      <td className="py-2 text-right align-top font-semibold text-slate-900 tabular">
        {formatUsd(row.pricePerUnit)}
        {row.active ? <ActiveFigure active={row.active} /> : null}
        {row.checkedAt && row.seenText ? (
          <SeenOn day={row.checkedAt} text={row.seenText} stale={row.stale} />
        ) : null}
      </td>
    </tr>
  );
}
