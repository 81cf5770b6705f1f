/**
 * The editorial data as the reference pages read it: vendors, the current price of
 * every offer and each vendor's current lab grade. "Current" is the newest observation of the
 * same offer (vendor, peptide, amount, unit, variant) or the newest lab result of the same
 * vendor and peptide; older rows stay as history and are read by the history queries only.
 */
import { asc, eq, min, sql, type SQL } from 'drizzle-orm';
import type { Database } from '#database/client';
import { currentPrices, priceObservations, vendors } from '#database/schema';
import type { Vendor } from '~/data/vendor-types';
import type { OfferFields } from '~/features/prices/price-offer';
import { confirmedAt } from '~/features/prices/price-age';

const vendorColumns = {
  id: vendors.id,
  name: vendors.name,
  slug: vendors.slug,
  rating: vendors.rating,
  trustScore: vendors.trustScore,
  labTested: vendors.labTested,
  testingCompany: vendors.testingCompany,
  priceRange: vendors.priceRange,
  location: vendors.location,
  city: vendors.city,
  established: vendors.established,
  shippingSpeed: vendors.shippingSpeed,
  description: vendors.description,
  specialties: vendors.specialties,
  pros: vendors.pros,
  cons: vendors.cons,
  warnings: vendors.warnings,
  url: vendors.url,
  affiliateUrl: vendors.affiliateUrl,
  couponCode: vendors.couponCode,
  group: vendors.vendorGroup,
  pricing: vendors.pricing,
};

/** The optional fields of the files are absent, not null, so pages and tests read them alike. */
function toVendor(
  row: Omit<Vendor, 'testingCompany' | 'city' | 'affiliateUrl' | 'couponCode'> & {
    testingCompany: string | null;
    city: string | null;
    affiliateUrl: string | null;
    couponCode: string | null;
  },
): Vendor {
  const { testingCompany, city, affiliateUrl, couponCode, ...rest } = row;
  return {
    ...rest,
    ...(testingCompany === null ? {} : { testingCompany }),
    ...(city === null ? {} : { city }),
    ...(affiliateUrl === null ? {} : { affiliateUrl }),
    ...(couponCode === null ? {} : { couponCode }),
  };
}

/** Every vendor in the editors' order (their id). */
export async function readVendors(db: Database): Promise<Vendor[]> {
  const rows = await db.select(vendorColumns).from(vendors).orderBy(asc(vendors.id));
  return rows.map(toVendor);
}

export async function readVendor(db: Database, slug: string): Promise<Vendor | undefined> {
  const [row] = await db.select(vendorColumns).from(vendors).where(eq(vendors.slug, slug));
  return row ? toVendor(row) : undefined;
}

export interface CurrentPrice extends OfferFields {
  source: 'editor' | 'feed';
  checkedAt: string;
  id: number;
  /** The first observation of this offer and of its peptide and dosage: the editors' order. */
  offerOrder: number;
  entryOrder: number;
}

const p = priceObservations;
const c = currentPrices;

/**
 * When a feed last confirmed the current price of offer `c` (its matched items' newest
 * successful check, as an ISO instant in UTC), or null: an editor's price, or a feed price no
 * check has confirmed since. Correlated per offer; price_feed_items_offer_idx serves it.
 */
const feedCheckedAtOf = (offer: {
  vendorId: unknown;
  peptide: unknown;
  amount: unknown;
  unit: unknown;
  variant: unknown;
}) => sql<
  string | null
>`(select to_char(max(fi.checked_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')
    from price_feed_items fi
   where fi.status = 'matched' and fi.peptide = ${offer.peptide} and fi.vendor_id = ${offer.vendorId}
     and fi.amount = ${offer.amount} and fi.unit = ${offer.unit}
     and coalesce(fi.notes, '') = ${offer.variant})`;

/**
 * The newest observation of every offer (or of those `range` picks), in the order the offers were
 * first entered: read from current_prices, which triggers keep (the order too), so no page sorts
 * the history; the open data API pages along its (entry_order, first_observation_id) index.
 */
export async function readCurrentPrices(
  db: Database,
  range: { where?: SQL; limit?: number } = {},
): Promise<CurrentPrice[]> {
  const query = db
    .select({
      id: p.id,
      vendorSlug: vendors.slug,
      vendorName: vendors.name,
      peptide: p.peptide,
      amount: p.amount,
      unit: p.unit,
      notes: p.notes,
      price: p.priceUsd,
      observedOn: p.observedOn,
      sourceUrl: p.sourceUrl,
      source: p.source,
      // Asked of feed prices only: an editor's price is confirmed on its own day.
      feedCheckedAt: sql<
        string | null
      >`case when ${p.source} = 'feed' then ${feedCheckedAtOf(c)} end`,
      offerOrder: c.firstObservationId,
      entryOrder: c.entryOrder,
    })
    .from(c)
    .innerJoin(p, eq(p.id, c.observationId))
    .innerJoin(vendors, eq(vendors.id, c.vendorId))
    .where(range.where)
    .orderBy(c.entryOrder, c.firstObservationId)
    .$dynamic();
  const rows = await (range.limit ? query.limit(range.limit) : query);
  return rows.map(({ feedCheckedAt, ...row }) => ({
    ...row,
    checkedAt: confirmedAt(row.source, row.observedOn, feedCheckedAt),
  }));
}

/** The day of the oldest current price (for "Prices as of ..."), or null with no prices. */
export async function readOldestCurrentPriceDay(db: Database): Promise<string | null> {
  const [row] = await db.select({ day: min(c.observedOn) }).from(c);
  return row?.day ?? null;
}

// Each vendor's current lab result per peptide: current-grades.server.ts.
export { gradeFor, readCurrentGrades } from './current-grades.server';

/** The day (UTC) an editor last changed any vendor's facts, or null with no vendors. */
export async function readVendorsUpdatedOn(db: Database): Promise<string | null> {
  const [row] = await db
    .select({
      day: sql<string | null>`to_char(max(${vendors.updatedAt}) at time zone 'UTC', 'YYYY-MM-DD')`,
    })
    .from(vendors);
  return row?.day ?? null;
}
