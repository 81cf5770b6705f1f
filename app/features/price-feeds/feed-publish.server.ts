/**
 * Publishing a matched item's price by the rules of publish-rule.ts, through the editors' own
 * write (addFeedPrices: the observation and the change log, source 'feed'), in one transaction
 * with the items' checked time or their hold.
 */
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '#database/client';
import { currentPrices, priceFeedItems, priceObservations, vendors } from '#database/schema';
import type { Transaction } from '~/features/editorial/editorial-writes.server';
import { addFeedPrices, type FeedPrice } from '~/features/editorial/feed-price-writes.server';
import { offerKey } from '~/features/prices/vendor-offers';
import { unpaced, type Pace } from './work-pacer.server';
import { decidePublish, type PublishDecision, type SeenPrice } from './publish-rule';

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

/** An item's offer as vendor-offers.ts keys offers (a variant of none is ''). */
const itemOffer = (item: MatchedItem) => ({
  peptide: item.peptide!,
  amount: item.amount!,
  unit: item.unit!,
  notes: item.notes,
});

/**
 * The prices now published (any source) for the vendor's offers among `items`, by offer: one
 * read of the kept current prices, however many items, instead of a search of the history each.
 */
async function lastPublished(tx: Transaction, vendorId: number, items: readonly MatchedItem[]) {
  const names = [...new Set(items.map((item) => item.peptide!))];
  const rows = await tx
    .select({
      peptide: currentPrices.peptide,
      amount: currentPrices.amount,
      unit: currentPrices.unit,
      notes: currentPrices.variant,
      price: p.priceUsd,
      inStock: p.inStock,
    })
    .from(currentPrices)
    .innerJoin(p, eq(p.id, currentPrices.observationId))
    .where(and(eq(currentPrices.vendorId, vendorId), inArray(currentPrices.peptide, names)));
  return new Map(rows.map((row) => [offerKey(row), { price: row.price, inStock: row.inStock }]));
}

const today = () => new Date().toISOString().slice(0, 10);
const confirmedNow = { checkedAt: sql`now()`, heldPriceUsd: null, heldInStock: null, heldAt: null };

const feedPrice = (item: MatchedItem, seen: SeenPrice, sourceUrl: string): FeedPrice => ({
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

/** Publishes `price` for the item now, and marks it confirmed by this check. */
export async function publishItemPrice(
  tx: Transaction,
  item: MatchedItem,
  seen: SeenPrice,
  sourceUrl: string,
  actorId: string | null,
) {
  await addFeedPrices(tx, actorId, [feedPrice(item, seen, sourceUrl)]);
  await tx.update(i).set(confirmedNow).where(eq(i.id, item.id));
}

/** The items of one vendor settled in the caller's transaction; each item's decision. */
async function settleBatch(tx: Transaction, items: readonly MatchedItem[], sourceUrl: string) {
  const published = await lastPublished(tx, items[0]!.vendorId, items);
  const decided = items.map((item) => {
    const seen = { price: item.priceUsd!, inStock: item.inStock };
    const last = published.get(offerKey(itemOffer(item))) ?? null;
    const decision = decidePublish(last, seen, item.rejectedPriceUsd);
    // Two items naming one offer: the second is judged against what the first published.
    if (decision === 'publish') published.set(offerKey(itemOffer(item)), seen);
    return { item, seen, decision };
  });
  const toPublish = decided.filter((entry) => entry.decision === 'publish');
  await addFeedPrices(
    tx,
    null,
    toPublish.map(({ item, seen }) => feedPrice(item, seen, sourceUrl)),
  );
  const confirmed = decided.filter((entry) => ['publish', 'confirm'].includes(entry.decision));
  if (confirmed.length > 0) {
    const ids = confirmed.map((entry) => entry.item.id);
    await tx.update(i).set(confirmedNow).where(inArray(i.id, ids));
  }
  for (const { item, seen } of decided.filter((entry) => entry.decision === 'hold')) {
    await tx
      .update(i)
      .set({ heldPriceUsd: seen.price, heldInStock: seen.inStock, heldAt: sql`now()` })
      .where(eq(i.id, item.id));
  }
  return decided.map((entry) => entry.decision);
}

/**
 * Items settled in one transaction: a round's writes are a few transactions per feed, not three
 * statements per item, so pages read between them wait little and the round costs less.
 */
const batchSize = 100;

/** Applies the rules to a vendor's matched items; what was done with each, in their order. */
export async function settleItems(
  db: Database,
  items: readonly MatchedItem[],
  sourceUrl: string,
  pace: Pace = unpaced,
): Promise<(PublishDecision | 'no price')[]> {
  const decisions = new Map<number, PublishDecision | 'no price'>();
  const priced = items.filter((item) => item.priceUsd !== null);
  for (let start = 0; start < priced.length; start += batchSize) {
    const batch = priced.slice(start, start + batchSize);
    const settled = await pace(() => db.transaction((tx) => settleBatch(tx, batch, sourceUrl)));
    batch.forEach((item, index) => decisions.set(item.id, settled[index]!));
  }
  return items.map((item) => decisions.get(item.id) ?? 'no price');
}

/** Applies the rules to one matched item; what was done. */
export async function settleItem(db: Database, item: MatchedItem, sourceUrl: string) {
  const [decision] = await settleItems(db, [item], sourceUrl);
  return decision!;
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
