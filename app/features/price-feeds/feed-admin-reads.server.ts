/**
 * What /admin/price-feeds shows: each vendor's feed with its last check and the next, a feed
 * that failed 3 checks in a row first; and the items waiting for an editor (new, held).
 */
import { and, asc, desc, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { Database } from '#database/client';
import { priceFeedItems, priceFeeds, vendors } from '#database/schema';

const f = priceFeeds;
const i = priceFeedItems;
const iso = (date: Date | null) => (date ? date.toISOString() : null);

export async function readFeedSummaries(db: Database) {
  const rows = await db
    .select({
      vendorSlug: vendors.slug,
      vendorName: vendors.name,
      url: f.url,
      format: f.format,
      lastCheckedAt: f.lastCheckedAt,
      lastResult: f.lastResult,
      lastOk: f.lastOk,
      failuresInRow: f.failuresInRow,
      nextCheckAt: f.nextCheckAt,
      seen: sql<number>`(select count(*) from ${i} where ${i.vendorId} = ${f.vendorId})`.mapWith(
        Number,
      ),
      matched:
        sql<number>`(select count(*) from ${i} where ${i.vendorId} = ${f.vendorId} and ${i.status} = 'matched')`.mapWith(
          Number,
        ),
    })
    .from(f)
    .innerJoin(vendors, eq(vendors.id, f.vendorId))
    .orderBy(desc(sql`${f.failuresInRow} >= 3`), asc(vendors.name));
  return rows.map((row) => ({
    ...row,
    failing: row.failuresInRow >= 3,
    lastCheckedAt: iso(row.lastCheckedAt),
    nextCheckAt: iso(row.nextCheckAt),
  }));
}

/** New items (with the proposal) and held prices, the held first. */
export async function readWaitingItems(db: Database) {
  const rows = await db
    .select({
      id: i.id,
      vendorName: vendors.name,
      title: i.title,
      priceUsd: i.priceUsd,
      inStock: i.inStock,
      status: i.status,
      proposal: i.proposal,
      peptide: i.peptide,
      amount: i.amount,
      unit: i.unit,
      heldPriceUsd: i.heldPriceUsd,
      publishedPrice: sql<number | null>`(
        select o.price_usd from price_observations o
        where o.vendor_id = ${i.vendorId} and o.peptide = ${i.peptide} and o.amount = ${i.amount}
          and o.unit = ${i.unit} and o.notes is not distinct from ${i.notes}
        order by o.observed_on desc, o.id desc limit 1)`.mapWith((value) =>
        value === null ? null : Number(value),
      ),
    })
    .from(i)
    .innerJoin(vendors, eq(vendors.id, i.vendorId))
    .where(or(eq(i.status, 'new'), and(eq(i.status, 'matched'), isNotNull(i.heldPriceUsd))))
    .orderBy(asc(i.heldPriceUsd), asc(vendors.name), asc(i.title))
    .limit(200);
  return rows;
}

/** The vendor editor's feed fields: the vendor's feed address and format, or null. */
export async function readVendorFeed(db: Database, vendorSlug: string) {
  const [row] = await db
    .select({ url: f.url, format: f.format })
    .from(f)
    .innerJoin(vendors, eq(vendors.id, f.vendorId))
    .where(eq(vendors.slug, vendorSlug));
  return row ?? null;
}
