/**
 * A vendor's current offer as the price data holds it (price_observations, read by
 * editorial-reads.server.ts): the one shape every price feature reads, each taking the fields
 * it needs. Here, not in the server read, so browser code may name it.
 */
import type { PriceUnit } from '~/data/vendor-types';

export interface OfferFields {
  vendorSlug: string;
  vendorName: string;
  peptide: string;
  amount: number;
  unit: PriceUnit;
  notes: string | null;
  price: number;
  /** YYYY-MM-DD, the day it was seen. */
  observedOn: string;
  sourceUrl: string | null;
  /** Who published it; absent reads as 'editor'. */
  source?: 'editor' | 'feed';
  /**
   * When it was last confirmed (price-age.ts): a feed price's last successful check (an ISO
   * instant), an editor's price's day. Absent reads as `observedOn`.
   */
  checkedAt?: string;
}

/** The confirmation time of an offer, for its age and its freshness. */
export const offerCheckedAt = (offer: Pick<OfferFields, 'observedOn' | 'checkedAt'>) =>
  offer.checkedAt ?? offer.observedOn;
