/**
 * The cost form's field names and shapes, apart from its schema (protocol-cost-params.server.ts)
 * so the browser gets the names without the validation library.
 */
import type { CostOffer, CycleCosts } from './cycle-cost';
export const costFieldNames = ['cost-peptide', 'cost-dose', 'cost-per-week', 'cost-weeks'] as const;
export type CostField = (typeof costFieldNames)[number];

export interface CostFormValues {
  peptide: string;
  dose: string;
  perWeek: string;
  weeks: string;
}

export type CostErrors = Partial<Record<'dose' | 'perWeek' | 'weeks', string>>;

/** What the cost section shows (protocol-cost.server.ts builds it). */
export interface ProtocolCostView {
  /** The peptide costed, when one is chosen and has price data. */
  peptide?: { slug: string; name: string };
  values: CostFormValues;
  errors: CostErrors;
  /** How many offers of the peptide the price data holds (0: nothing to cost with). */
  offerCount: number;
  /** The newest offer when no price is current: shown, dated, as stale. */
  staleNewest?: CostOffer;
  costs?: CycleCosts;
  /** The page's other query fields, for the form to send on. */
  keep: Record<string, string>;
}
