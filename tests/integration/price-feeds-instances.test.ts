/**
 * Two instances sharing one database run a round at the same moment: the feeds are claimed in
 * the database (FOR UPDATE SKIP LOCKED, then a claim time), so the fixture shop sees each feed
 * read once, and every feed gets one outcome between them. Runs on PGlite and, with
 * DATABASE_URL, on PostgreSQL, where the two rounds hold separate connections of the pool.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { priceFeeds, vendors } from '../../database/schema';
import { feedReader, runPriceRound } from '../../app/features/price-feeds/price-round.server';
import { env, feeds, makeDue, withFixtureShop } from './price-feeds-utils';

withFixtureShop();

/** One instance's round, with its own reader (its own pacing and robots.txt cache). */
const instanceRound = () =>
  runPriceRound(feeds.database.db, env, { reader: feedReader(env, { timeoutMs: 60_000 }) });

describe('two instances on one database', () => {
  it('check each due feed once between them', async () => {
    const [other] = await feeds.database.db
      .select({ id: vendors.id })
      .from(vendors)
      .where(eq(vendors.slug, 'omegamino'));
    await feeds.database.db.insert(priceFeeds).values({
      vendorId: other!.id,
      url: `${feeds.shop.origin}/merchant.xml`,
      format: 'google-merchant',
    });
    await makeDue();
    const before = feeds.shop.requests.length;

    const [one, two] = await Promise.all([instanceRound(), instanceRound()]);

    const checked = [...one, ...two].map((outcome) => outcome.vendorId).sort((a, b) => a - b);
    expect(checked).toEqual([feeds.vendorId, other!.id].sort((a, b) => a - b));
    const asked = feeds.shop.requests.slice(before).map((request) => request.path);
    expect(asked.filter((path) => path.startsWith('/products.json'))).toHaveLength(1);
    expect(asked.filter((path) => path.startsWith('/merchant.xml'))).toHaveLength(1);
    // A third round right after finds nothing due.
    expect(await instanceRound()).toEqual([]);
  });
});
