/**
 * The cost section of the calculator and of a peptide page, from the form and the price data:
 * what the chosen protocol costs, or, before the form is sent, whether any price is current.
 */
import { isPriceFresh } from '~/features/prices/freshness';
import { offerCheckedAt } from '~/features/prices/price-offer';
import { costCycle, type CostOffer } from './cycle-cost';
import { evenDoseEvents } from './dose-events';
import { costOffersFor, costProducts, type GradeRow, type PriceRow } from './protocol-offers';
import type { ProtocolCostView } from './protocol-cost-fields';
import { readCostForm } from './protocol-cost-params.server';

export interface ProtocolCostInput {
  query: URLSearchParams;
  rows: readonly PriceRow[];
  grades: ReadonlyMap<string, readonly GradeRow[]>;
  /** The peptide of the page, or undefined to take the form's choice (the calculator). */
  peptide?: { slug: string; name: string };
  today: string;
  /** The other query fields the page reads, kept when the cost form is sent. */
  keepFields: readonly string[];
}

function newestOf(offers: readonly CostOffer[]): CostOffer | undefined {
  return offers.reduce<CostOffer | undefined>(
    (newest, offer) => (!newest || offer.observedOn > newest.observedOn ? offer : newest),
    undefined,
  );
}

/**
 * The query fields `names` as they are (at most 100 characters each): hidden inputs that a
 * form sends on, so a GET form without JavaScript keeps what another form on the page chose.
 */
export function keptFields(query: URLSearchParams, names: readonly string[]) {
  const keep: Record<string, string> = {};
  for (const name of names) {
    const value = query.get(name);
    if (value !== null) keep[name] = value.slice(0, 100);
  }
  return keep;
}

export function protocolCost(input: ProtocolCostInput): ProtocolCostView {
  const { query, rows, grades, peptide, today } = input;
  const { values, errors, plan } = readCostForm(query);
  const keep = keptFields(query, input.keepFields);
  const chosen = peptide ?? costProducts(rows).find((product) => product.slug === values.peptide);
  const view: ProtocolCostView = { values, errors, offerCount: 0, keep };
  if (!chosen) return view;
  const offers = costOffersFor(rows, grades, chosen.slug);
  view.peptide = chosen;
  view.offerCount = offers.length;
  if (!offers.some((offer) => isPriceFresh(offerCheckedAt(offer), today))) {
    view.staleNewest = newestOf(offers);
  }
  if (plan && offers.length > 0) {
    const events = evenDoseEvents(plan.doseMcg, plan.perWeek, plan.weeks);
    view.costs = costCycle(offers, events, plan.weeks, 1, today);
  }
  return view;
}
