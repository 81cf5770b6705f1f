/**
 * One vendor's price history as its page draws it: a bounded series, so the page does not grow
 * with the observations. Every observation of the last three months (`dailyDays`), and before
 * that the last one of each offer's week, plus each offer's first observation (its anchor and
 * the editors' order). Daily feeds over years give about 250 points an offer, not 1,100.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '#database/client';
import { offerKey, type PriceObservation } from '~/features/prices/vendor-offers';

/** How far back every observation is drawn; older ones are thinned to one a week. */
export const dailyDays = 92;

interface SeriesRow {
  id: string | number;
  peptide: string;
  amount: string | number;
  unit: PriceObservation['unit'];
  notes: string | null;
  price: string | number;
  observed_on: string;
  source: PriceObservation['source'];
}

/** Oldest first; `today` is YYYY-MM-DD (UTC). */
export async function readVendorObservations(
  db: Database,
  vendorSlug: string,
  today: string,
): Promise<PriceObservation[]> {
  // Both drivers (PGlite, node-postgres) answer a raw query with its rows.
  const result = (await db.execute(sql`
    with vendor as (select id from vendors where slug = ${vendorSlug}),
    older as (
      select o.id, o.peptide, o.amount, o.unit, o.notes, o.price_usd, o.observed_on, o.source,
             row_number() over (
               partition by o.peptide, o.amount, o.unit, coalesce(o.notes, ''),
                            date_trunc('week', o.observed_on)
               order by o.observed_on desc, o.id desc) as newest_of_week,
             min(o.id) over (partition by o.peptide, o.amount, o.unit, coalesce(o.notes, '')) as first_id
        from price_observations o
       where o.vendor_id = (select id from vendor)
         and o.observed_on < ${today}::date - ${dailyDays}::int
    )
    select id, peptide, amount, unit, notes, price_usd as price, to_char(observed_on, 'YYYY-MM-DD') as observed_on, source
      from older where newest_of_week = 1 or id = first_id
    union all
    select o.id, o.peptide, o.amount, o.unit, o.notes, o.price_usd, to_char(o.observed_on, 'YYYY-MM-DD'), o.source
      from price_observations o
     where o.vendor_id = (select id from vendor)
       and o.observed_on >= ${today}::date - ${dailyDays}::int
     order by observed_on, id`)) as unknown as { rows: SeriesRow[] };
  return result.rows.map((row) => ({
    id: Number(row.id),
    peptide: row.peptide,
    amount: Number(row.amount),
    unit: row.unit,
    notes: row.notes,
    price: Number(row.price),
    observedOn: row.observed_on,
    source: row.source,
  }));
}

/**
 * When the vendor's feed last confirmed each matched offer (its newest successful check, an ISO
 * instant in UTC), by offerKey.
 */
export async function readVendorFeedChecks(
  db: Database,
  vendorSlug: string,
): Promise<Map<string, string>> {
  const result = (await db.execute(sql`
    select fi.peptide, fi.amount, fi.unit, fi.notes,
           to_char(max(fi.checked_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as checked_at
      from price_feed_items fi
     where fi.vendor_id = (select id from vendors where slug = ${vendorSlug})
       and fi.status = 'matched' and fi.checked_at is not null
     group by fi.peptide, fi.amount, fi.unit, fi.notes`)) as unknown as {
    rows: {
      peptide: string;
      amount: string | number;
      unit: string;
      notes: string | null;
      checked_at: string;
    }[];
  };
  return new Map(
    result.rows.map((row) => [offerKey({ ...row, amount: Number(row.amount) }), row.checked_at]),
  );
}
