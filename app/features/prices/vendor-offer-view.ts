/**
 * The vendor page's offers as finished texts and coordinates, made in the loader: the browser
 * gets markup to hydrate, not the chart maths or date formatting (the page's JavaScript ceiling).
 */
import type { ActivePrice } from './active-price';
import { formatCalendarDay } from '~/utils/calendar-day';
import { historyLayout, type HistoryLayout } from './price-history-layout';
import { formatPrice, formatUsd, perUnitLabel } from './price-table';
import type { VendorOffer } from './vendor-offers';
import { priceAge, type PriceAge } from './price-age';

export interface DayText {
  iso: string;
  text: string;
}

export interface HistoryView {
  title: string;
  desc: string;
  line: string;
  dots: { x: number; y: number }[];
  plot: HistoryLayout['plot'];
  scale: { y: number; text: string }[];
  first: string;
  last: string;
  /** The newest `historyTableRows` prices, oldest first. */
  rows: { day: DayText; price: string }[];
}

export interface OfferView {
  id: string;
  name: string;
  price: string;
  /** '$9.60/mg'. */
  perUnit: string;
  active?: ActivePrice;
  /** 'checked 3 hours ago' (price-age.ts), with the instant for its `<time datetime>`. */
  seen: PriceAge;
  stale: boolean;
  /** Absent for one observation: "no history yet". */
  history?: HistoryView;
}

const dayText = (iso: string): DayText => ({ iso, text: formatCalendarDay(iso) });

/** The table under a chart lists the newest prices only; the chart draws the whole series. */
export const historyTableRows = 8;
/** Past this many points the chart draws the line alone, without a dot on each price. */
const dottedPoints = 60;

function historyView(offer: VendorOffer, name: string): HistoryView | undefined {
  const chart = historyLayout(offer.history);
  if (!chart) return undefined;
  const first = offer.history[0]!;
  const last = offer.history.at(-1)!;
  return {
    title: `Price history of ${name}`,
    desc: `${offer.history.length} prices, from ${formatPrice(first.price)} on ${formatCalendarDay(first.day)} to ${formatPrice(last.price)} on ${formatCalendarDay(last.day)}.`,
    line: chart.line,
    dots: offer.history.length > dottedPoints ? [] : chart.dots.map(({ x, y }) => ({ x, y })),
    plot: chart.plot,
    scale: chart.scale.map((mark) => ({ y: mark.y, text: formatPrice(mark.price) })),
    first: formatCalendarDay(first.day),
    last: formatCalendarDay(last.day),
    rows: offer.history.slice(-historyTableRows).map((point) => ({
      day: dayText(point.day),
      price: formatPrice(point.price),
    })),
  };
}

/**
 * `now` words the offer's age: the vendor page is kept for a minute at most
 * (relativeAgeMaxCacheSeconds), so "checked 3 hours ago" stays true in a kept copy.
 */
export function offerView(offer: VendorOffer, now: Date): OfferView {
  const name = `${offer.peptide} ${offer.dosage}${offer.notes ? ` (${offer.notes})` : ''}`;
  const history = historyView(offer, name);
  return {
    id: offer.id,
    name,
    price: formatPrice(offer.price),
    perUnit: `${formatUsd(offer.pricePerUnit)}/${perUnitLabel(offer.unit)}`,
    ...(offer.active ? { active: offer.active } : {}),
    seen: priceAge(offer.checkedAt, now, true),
    stale: offer.stale,
    ...(history ? { history } : {}),
  };
}
