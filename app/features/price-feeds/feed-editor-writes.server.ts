/**
 * The editors' decisions on a feed: its address and format, an item's match (or "not listed
 * here"), and a held price confirmed or rejected. A confirmed match publishes the item's price
 * at once by the same rules as a check.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '#database/client';
import { priceFeedItems, priceFeedPages, priceFeeds } from '#database/schema';
import type { FeedFormat } from './feed-item';
import { matchedItems, publishItemPrice, settleItem } from './feed-publish.server';
import type { MatchProposal } from './match-proposal';

const i = priceFeedItems;

export async function saveFeed(
  db: Database,
  vendorId: number,
  url: string | null,
  format: FeedFormat,
) {
  await db.transaction(async (tx) => {
    // Another address reads other pages: the validators of the old ones mean nothing there.
    await tx.delete(priceFeedPages).where(eq(priceFeedPages.vendorId, vendorId));
    if (url === null) {
      await tx.delete(priceFeeds).where(eq(priceFeeds.vendorId, vendorId));
      return;
    }
    await tx
      .insert(priceFeeds)
      .values({ vendorId, url, format })
      .onConflictDoUpdate({
        target: priceFeeds.vendorId,
        set: { url, format, nextCheckAt: sql`now()`, failuresInRow: 0 },
      });
  });
}

/** The item's vendor and feed address, or undefined for an unknown item. */
export async function itemOwner(db: Database, itemId: number) {
  const [row] = await db
    .select({ vendorId: i.vendorId, externalId: i.externalId, url: priceFeeds.url })
    .from(i)
    .leftJoin(priceFeeds, eq(priceFeeds.vendorId, i.vendorId))
    .where(eq(i.id, itemId));
  return row;
}

export async function confirmMatch(
  db: Database,
  itemId: number,
  match: MatchProposal & { amount: number },
) {
  await db
    .update(i)
    .set({
      status: 'matched',
      peptide: match.peptide,
      amount: match.amount,
      unit: match.unit,
      notes: match.notes,
    })
    .where(eq(i.id, itemId));
  const owner = await itemOwner(db, itemId);
  if (!owner) return 'no price';
  const [item] = await matchedItems(db, owner.vendorId, [owner.externalId]);
  return item ? settleItem(db, item, owner.url ?? '') : 'no price';
}

export async function markNotListed(db: Database, itemId: number) {
  await db
    .update(i)
    .set({
      status: 'not_listed',
      peptide: null,
      amount: null,
      unit: null,
      notes: null,
      heldPriceUsd: null,
      heldInStock: null,
      heldAt: null,
    })
    .where(eq(i.id, itemId));
}

/** Publishes the held price as the editor's decision; false when nothing is held. */
export async function confirmHeld(
  db: Database,
  itemId: number,
  editorId: string,
): Promise<boolean> {
  const owner = await itemOwner(db, itemId);
  if (!owner) return false;
  const [item] = await db
    .select({ heldPriceUsd: i.heldPriceUsd, heldInStock: i.heldInStock })
    .from(i)
    .where(and(eq(i.id, itemId), eq(i.status, 'matched')));
  const [matched] = await matchedItems(db, owner.vendorId, [owner.externalId]);
  if (!item || item.heldPriceUsd === null || !matched) return false;
  const seen = { price: item.heldPriceUsd, inStock: item.heldInStock ?? true };
  await db.transaction((tx) => publishItemPrice(tx, matched, seen, owner.url ?? '', editorId));
  return true;
}

export async function rejectHeld(db: Database, itemId: number): Promise<boolean> {
  const rows = await db
    .update(i)
    .set({
      rejectedPriceUsd: sql`${i.heldPriceUsd}`,
      heldPriceUsd: null,
      heldInStock: null,
      heldAt: null,
    })
    .where(and(eq(i.id, itemId), sql`${i.heldPriceUsd} is not null`))
    .returning({ id: i.id });
  return rows.length > 0;
}
