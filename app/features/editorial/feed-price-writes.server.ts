/**
 * What a price feed publishes, written as the editors' own prices are (editorial-writes.server.ts):
 * the observations with their stock and their change-log entries, with source 'feed'.
 */
import { editorialLog, priceObservations } from '#database/schema';
import { alertFollowersOfPrices } from '~/features/follows/price-alerts.server';
import type { PriceObservationInput } from './editorial-schemas';
import { observationRow, priceSummary, type Transaction } from './editorial-writes.server';

/** What a price feed publishes: an observation with its stock, and who confirmed it if anyone. */
export interface FeedPrice extends PriceObservationInput {
  vendorId: number;
  inStock: boolean;
}

/**
 * Publishes prices read from a vendor's feed, in the caller's transaction: the observations and
 * a change-log entry for each, all with source 'feed'. `actorId` is the editor who confirmed a
 * held price, or null for the check itself.
 */
export async function addFeedPrices(
  tx: Transaction,
  actorId: string | null,
  rows: readonly FeedPrice[],
) {
  if (rows.length === 0) return;
  const added = await tx
    .insert(priceObservations)
    .values(
      rows.map((row) => ({
        ...observationRow(row, row.vendorId, actorId),
        inStock: row.inStock,
        source: 'feed' as const,
      })),
    )
    .returning({ id: priceObservations.id });
  // Followers hear of it in the same transaction: an alert never names a price rolled back.
  await alertFollowersOfPrices(tx, added);
  await tx.insert(editorialLog).values(
    rows.map((row) => ({
      actorId,
      action: 'price_added' as const,
      vendorId: row.vendorId,
      summary: `${priceSummary(row)}${row.inStock ? '' : ', out of stock'}`.slice(0, 500),
      source: 'feed' as const,
    })),
  );
}
