/**
 * A vendor's offers from the price data: the newest price of each, per unit and per
 * mg of active peptide, its day (stale past 90 days), and a history chart once an offer has two
 * prices ("no history yet" until then). Server-rendered: no script of its own.
 */
import { ActiveFigure } from './active-figure';
import { PriceHistoryChart } from './price-history-chart';
import { SeenOn } from './seen-on';
import type { OfferView } from './vendor-offer-view';

function OfferRow({ offer }: { offer: OfferView }) {
  return (
    <tr>
      <th scope="row" className="py-2 pr-2 align-top font-medium text-slate-900">
        {offer.name}
      </th>
      <td className="py-2 pr-2 text-right align-top text-slate-900 tabular">{offer.price}</td>
      <td className="py-2 text-right align-top font-semibold text-slate-900 tabular">
        {offer.perUnit}
        {offer.active ? <ActiveFigure active={offer.active} /> : null}
        <SeenOn day={offer.seen.iso} text={offer.seen.text} stale={offer.stale} />
        <span className="block text-xs font-normal">
          {offer.history ? (
            <a href={`#${offer.id}-history`} className="text-brand-800 underline">
              price history
            </a>
          ) : (
            <span className="text-slate-600">no history yet</span>
          )}
        </span>
      </td>
    </tr>
  );
}

export function VendorOffersSection({ name, offers }: { name: string; offers: OfferView[] }) {
  if (offers.length === 0) return null;
  return (
    <section
      aria-labelledby="offers-heading"
      className="rounded-lg border border-slate-200 bg-white p-3 shadow-sm sm:p-5"
    >
      <h2 id="offers-heading" className="text-lg font-semibold text-slate-900">
        Prices per mg and history
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Each {name} offer in our price data: its newest price, the price per unit and, where a lab
        result before its re-test date measured purity or content, the price per mg of active
        peptide. Prices seen over 90 days ago are marked stale.
      </p>
      <table className="mt-3 w-full text-left text-[0.8125rem] sm:text-sm">
        <caption className="sr-only">{`${name} offers with price per unit and day seen`}</caption>
        <thead className="border-b border-slate-200 text-slate-600">
          <tr>
            <th scope="col" className="py-2 pr-2 font-medium">
              Offer
            </th>
            <th scope="col" className="py-2 pr-2 text-right font-medium">
              Price
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              Per unit
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {offers.map((offer) => (
            <OfferRow key={offer.id} offer={offer} />
          ))}
        </tbody>
      </table>
      <div className="mt-6 grid gap-6 empty:hidden sm:grid-cols-2">
        {offers.map((offer) =>
          offer.history ? (
            <PriceHistoryChart
              key={offer.id}
              id={offer.id}
              name={offer.name}
              chart={offer.history}
            />
          ) : null,
        )}
      </div>
    </section>
  );
}
