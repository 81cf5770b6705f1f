/**
 * What `npm run prices:check [vendor-slug]` does, wherever it runs (the command itself, or the
 * server holding the embedded database): one round, all due feeds or the one vendor's even if
 * not due, and one line per feed: "swiss-chems: 212 items, 3 prices published, 1 held" or
 * "swiss-chems: HTTP 404".
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '#database/client';
import { priceFeeds, vendors } from '#database/schema';
import { runPriceRound, type RoundEnv } from './price-round.server';

export class PriceCheckRefused extends Error {}

export async function priceCheckLines(
  db: Database,
  env: RoundEnv,
  vendorSlug?: string,
  round: typeof runPriceRound = runPriceRound,
): Promise<string> {
  if (vendorSlug !== undefined) {
    const [feed] = await db
      .select({ vendorId: priceFeeds.vendorId })
      .from(priceFeeds)
      .innerJoin(vendors, eq(vendors.id, priceFeeds.vendorId))
      .where(eq(vendors.slug, vendorSlug));
    if (!feed) throw new PriceCheckRefused(`No vendor "${vendorSlug}" with a price feed.`);
    // Asked for by name: due now, whatever its schedule said.
    await db
      .update(priceFeeds)
      .set({ nextCheckAt: sql`now()` })
      .where(eq(priceFeeds.vendorId, feed.vendorId));
  }
  const outcomes = await round(db, env, vendorSlug === undefined ? {} : { vendorSlug });
  if (outcomes.length === 0) {
    return vendorSlug
      ? `${vendorSlug}: a check of this feed is already running.`
      : 'No price feed is due.';
  }
  const slugs = new Map(
    (
      await db
        .select({ id: vendors.id, slug: vendors.slug })
        .from(vendors)
        .where(
          inArray(
            vendors.id,
            outcomes.map((outcome) => outcome.vendorId),
          ),
        )
    ).map((row) => [row.id, row.slug]),
  );
  return outcomes
    .map((outcome) => `${slugs.get(outcome.vendorId)}: ${outcome.sentence}`)
    .join('\n');
}
