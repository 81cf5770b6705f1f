/**
 * The price an offer had before a given observation `o` (same vendor, peptide, amount, unit and
 * variant), joined as `prev` with its `price_usd` and `in_stock`: what a price change is
 * measured against, for alerts and for the list of what feeds published.
 */
import { sql } from 'drizzle-orm';

export const joinPreviousPrice = sql`
  left join lateral (
    select p.price_usd, p.in_stock from price_observations p
    where p.vendor_id = o.vendor_id and p.peptide = o.peptide and p.amount = o.amount
      and p.unit = o.unit and p.notes is not distinct from o.notes and p.id < o.id
    order by p.observed_on desc, p.id desc limit 1
  ) prev on true`;
