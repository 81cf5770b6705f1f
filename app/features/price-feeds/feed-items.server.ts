/**
 * The items a check saw, kept per vendor by the shop's own id: a new one gets the site's
 * proposed match and waits for an editor; a known one keeps its match and takes the new price.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '#database/client';
import { priceFeedItems, priceObservations } from '#database/schema';
import { peptides } from '~/data/peptides';
import type { FeedItem } from './feed-item';
import { createMatcher } from './match-proposal';
import { unpaced, type Pace } from './work-pacer.server';

/** Every name we price (blends, kits and capsules too), for the matcher. */
export async function offerNames(db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ peptide: priceObservations.peptide })
    .from(priceObservations)
    .orderBy(priceObservations.peptide);
  return rows.map((row) => row.peptide);
}

const catalogueNames = peptides.map((peptide) => peptide.name);

/** The same item listed twice in one answer counts once, as its last listing. */
const distinct = (items: readonly FeedItem[]) => [
  ...new Map(items.map((item) => [item.externalId, item])).values(),
];

export async function recordItems(
  db: Database,
  vendorId: number,
  items: readonly FeedItem[],
  pace: Pace = unpaced,
): Promise<void> {
  const names = await offerNames(db);
  const propose = createMatcher(names, [...names, ...catalogueNames]);
  const rows = distinct(items).map((item) => ({
    vendorId,
    externalId: item.externalId.slice(0, 300),
    title: item.title.slice(0, 300),
    link: item.link && /^https?:\/\//.test(item.link) ? item.link.slice(0, 1000) : null,
    priceUsd: item.priceUsd,
    inStock: item.inStock,
    lastSeenAt: sql`now()`,
    proposal: propose(item.title, item.variant),
  }));
  for (let start = 0; start < rows.length; start += 500) {
    await pace(() =>
      db
        .insert(priceFeedItems)
        .values(rows.slice(start, start + 500))
        .onConflictDoUpdate({
          target: [priceFeedItems.vendorId, priceFeedItems.externalId],
          set: {
            title: sql`excluded.title`,
            link: sql`excluded.link`,
            priceUsd: sql`excluded.price_usd`,
            inStock: sql`excluded.in_stock`,
            lastSeenAt: sql`excluded.last_seen_at`,
            proposal: sql`case when ${priceFeedItems.status} = 'new' then excluded.proposal else ${priceFeedItems.proposal} end`,
          },
        }),
    );
  }
}
