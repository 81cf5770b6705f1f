/**
 * Publishing a matched item's price by the rules of publish-rule.ts, through the editors' own
 * write (addFeedPrice: the observation and the change log, source 'feed'), in one transaction
 * with the item's checked time or its hold.
 */
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '#database/client';
import { priceFeedItems, priceObservations, vendors } from '#database/schema';
import { addFeedPrice, type Transaction } from '~/features/editorial/editorial-writes.server';
import { decidePublish, type PublishDecision } from './publish-rule';

const i = priceFeedItems;
const p = priceObservations;

export const matchedItemColumns = {
  id: i.id,
  vendorId: i.vendorId,
  vendorSlug: vendors.slug,
  link: i.link,
  priceUsd: i.priceUsd,
  inStock: i.inStock,
  peptide: i.peptide,
  amount: i.amount,
  unit: i.unit,
  notes: i.notes,
  rejectedPriceUsd: i.rejectedPriceUsd,
};

export type MatchedItem = {
  [K in keyof typeof matchedItemColumns]: (typeof matchedItemColumns)[K]['_']['data'] | null;
} & { id: number; vendorId: number; vendorSlug: string; inStock: boolean };

/** The price now published for this offer (any source), or null for a first price. */
async function lastPublished(tx: Transaction, item: MatchedItem) {
  const [row] = await tx
    .select({ price: p.priceUsd, inStock: p.inStock })
    .from(p)
    .where(
      and(
        eq(p.vendorId, item.vendorId),
        eq(p.peptide, item.peptide!),
        eq(p.amount, item.amount!),
        eq(p.unit, item.unit!),
        sql`${p.notes} is not distinct from ${item.notes}`,
      ),
    )
    .orderBy(desc(p.observedOn), desc(p.id))
    .limit(1);
  return row ?? null;
}

const today = () => new Date().toISOString().slice(0, 10);

/** Publishes `price` for the item now, and marks it confirmed by this check. */
export async function publishItemPrice(
  tx: Transaction,
  item: MatchedItem,
  seen: { price: number; inStock: boolean },
  sourceUrl: string,
  actorId: string | null,
) {
  await addFeedPrice(tx, actorId, {
    vendor: item.vendorSlug,
    vendorId: item.vendorId,
    peptide: item.peptide!,
    amount: item.amount!,
    unit: item.unit!,
    notes: item.notes,
    price: seen.price,
    inStock: seen.inStock,
    sourceUrl: item.link ?? sourceUrl,
    observedOn: today(),
  });
  await tx
    .update(i)
    .set({ checkedAt: sql`now()`, heldPriceUsd: null, heldInStock: null, heldAt: null })
    .where(eq(i.id, item.id));
}

/** Applies the rules to one matched item; what was done. */
export async function settleItem(
  db: Database,
  item: MatchedItem,
  sourceUrl: string,
): Promise<PublishDecision | 'no price'> {
  if (item.priceUsd === null) return 'no price';
  const seen = { price: item.priceUsd, inStock: item.inStock };
  return db.transaction(async (tx) => {
    const decision = decidePublish(await lastPublished(tx, item), seen, item.rejectedPriceUsd);
    if (decision === 'publish') await publishItemPrice(tx, item, seen, sourceUrl, null);
    if (decision === 'confirm') {
      await tx
        .update(i)
        .set({ checkedAt: sql`now()`, heldPriceUsd: null, heldInStock: null, heldAt: null })
        .where(eq(i.id, item.id));
    }
    if (decision === 'hold') {
      await tx
        .update(i)
        .set({ heldPriceUsd: seen.price, heldInStock: seen.inStock, heldAt: sql`now()` })
        .where(eq(i.id, item.id));
    }
    return decision;
  });
}

/** The matched items among `externalIds` of a vendor, as the rules read them. */
export function matchedItems(db: Database, vendorId: number, externalIds?: readonly string[]) {
  const seen = externalIds ? [inArray(i.externalId, [...externalIds])] : [];
  return db
    .select(matchedItemColumns)
    .from(i)
    .innerJoin(vendors, eq(vendors.id, i.vendorId))
    .where(and(eq(i.vendorId, vendorId), eq(i.status, 'matched'), isNotNull(i.peptide), ...seen))
    .orderBy(i.id) as Promise<MatchedItem[]>;
}
