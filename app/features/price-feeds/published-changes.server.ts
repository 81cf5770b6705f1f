/**
 * The price changes feeds published since a time, for whatever tells people of them (alerts,
 * feeds of changes): each with the offer, the price before and after, and the stock before and
 * after. A first price of an offer has no `oldPrice`.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '#database/client';
import type { PriceUnit } from '~/data/vendor-types';
import { joinPreviousPrice } from '~/features/prices/previous-price.server';

export interface PublishedChange {
  observationId: number;
  vendorSlug: string;
  vendorName: string;
  peptide: string;
  amount: number;
  unit: PriceUnit;
  notes: string | null;
  oldPrice: number | null;
  newPrice: number;
  wasInStock: boolean | null;
  inStock: boolean;
  publishedAt: string;
}

/** Oldest first; `since` is exclusive, so a caller can pass the last time it read. */
export async function publishedChangesSince(db: Database, since: Date): Promise<PublishedChange[]> {
  const result = (await db.execute(sql`
    select o.id, v.slug, v.name, o.peptide, o.amount, o.unit, o.notes, o.price_usd, o.in_stock,
           o.entered_at, prev.price_usd as old_price, prev.in_stock as was_in_stock
    from price_observations o
    join vendors v on v.id = o.vendor_id
    ${joinPreviousPrice}
    where o.source = 'feed' and o.entered_at > ${since.toISOString()}
    order by o.id`)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows.map((row) => ({
    observationId: Number(row.id),
    vendorSlug: String(row.slug),
    vendorName: String(row.name),
    peptide: String(row.peptide),
    amount: Number(row.amount),
    unit: row.unit as PriceUnit,
    notes: row.notes === null ? null : String(row.notes),
    oldPrice: row.old_price === null ? null : Number(row.old_price),
    newPrice: Number(row.price_usd),
    wasInStock: row.was_in_stock === null ? null : Boolean(row.was_in_stock),
    inStock: Boolean(row.in_stock),
    publishedAt: new Date(String(row.entered_at)).toISOString(),
  }));
}
