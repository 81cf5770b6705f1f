/**
 * Every price observation of one vendor, old and new: the vendor page draws
 * each offer's history from them and takes the newest as its current price.
 */
import { asc, eq } from 'drizzle-orm';
import type { Database } from '#database/client';
import { priceObservations, vendors } from '#database/schema';
import type { PriceObservation } from '~/features/prices/vendor-offers';

const p = priceObservations;

/** Oldest first; offers in the order editors first entered them (the smallest id first). */
export async function readVendorObservations(
  db: Database,
  vendorSlug: string,
): Promise<PriceObservation[]> {
  return db
    .select({
      id: p.id,
      peptide: p.peptide,
      amount: p.amount,
      unit: p.unit,
      notes: p.notes,
      price: p.priceUsd,
      observedOn: p.observedOn,
    })
    .from(p)
    .innerJoin(vendors, eq(vendors.id, p.vendorId))
    .where(eq(vendors.slug, vendorSlug))
    .orderBy(asc(p.observedOn), asc(p.id));
}
