/** Shared by the price-feed tests: the fixture shop, a test database and Swiss Chems' feed on it. */
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { DatabaseHandle } from '../../database/client';
import { priceFeedItems, priceFeeds, priceObservations, vendors } from '../../database/schema';
import {
  feedReader,
  runPriceRound as runRound,
  type RoundEnv,
} from '../../app/features/price-feeds/price-round.server';
import { startFixtureShop, type FixtureShop } from '../support/fixture-shop';
import { createTestDatabase } from '../support/test-database';
import { testEnv } from '../support/test-context';

export const env: RoundEnv = {
  ...testEnv,
  PRICE_FEEDS_ALLOW_PRIVATE: true,
  PRICE_FEEDS_HOST_GAP_MS: 0,
};
// A loaded test machine can take seconds to answer locally: only the timeout test asks for 10 s.
export const runPriceRound = (db: DatabaseHandle['db'], roundEnv: RoundEnv) =>
  runRound(db, roundEnv, { reader: feedReader(roundEnv, { timeoutMs: 60_000 }) });
export const feeds = {} as { shop: FixtureShop; database: DatabaseHandle; vendorId: number };

const catalogue = () => [
  {
    id: 1,
    title: 'BPC-157',
    variants: [
      { id: 11, option: '5mg', price: 32 },
      { id: 12, option: '10mg', price: 60 },
    ],
  },
  { id: 2, title: 'Gift card', price: 25 },
];

export function withFixtureShop() {
  beforeAll(async () => {
    feeds.shop = await startFixtureShop();
  });
  afterAll(() => feeds.shop.close());

  beforeEach(async () => {
    feeds.shop.products = catalogue();
    feeds.shop.robots = 'User-agent: *\nDisallow: /private/\n';
    feeds.database = await createTestDatabase();
    const [vendor] = await feeds.database.db
      .select({ id: vendors.id })
      .from(vendors)
      .where(eq(vendors.slug, 'swiss-chems'));
    feeds.vendorId = vendor!.id;
    await setFeed('/products.json', 'shopify');
  });
  afterEach(() => feeds.database.close());
}

export async function setFeed(path: string, format: 'shopify' | 'google-merchant') {
  await feeds.database.db
    .insert(priceFeeds)
    .values({ vendorId: feeds.vendorId, url: `${feeds.shop.origin}${path}`, format })
    .onConflictDoUpdate({
      target: priceFeeds.vendorId,
      set: { url: `${feeds.shop.origin}${path}`, format, nextCheckAt: sql`now()` },
    });
}

export const makeDue = () => feeds.database.db.update(priceFeeds).set({ nextCheckAt: sql`now()` });
export const round = async () => {
  await makeDue();
  return runPriceRound(feeds.database.db, env);
};
export const feed = async () =>
  (
    await feeds.database.db.select().from(priceFeeds).where(eq(priceFeeds.vendorId, feeds.vendorId))
  )[0]!;
export const item = async (externalId: string) =>
  (
    await feeds.database.db
      .select()
      .from(priceFeedItems)
      .where(
        and(eq(priceFeedItems.vendorId, feeds.vendorId), eq(priceFeedItems.externalId, externalId)),
      )
  )[0]!;
export const bpc5 = () =>
  feeds.database.db
    .select({
      price: priceObservations.priceUsd,
      source: priceObservations.source,
      inStock: priceObservations.inStock,
    })
    .from(priceObservations)
    .where(
      and(
        eq(priceObservations.vendorId, feeds.vendorId),
        eq(priceObservations.peptide, 'BPC-157'),
        eq(priceObservations.amount, 5),
        eq(priceObservations.unit, 'mg'),
      ),
    )
    .orderBy(desc(priceObservations.id));
export const matchBpc5 = () =>
  feeds.database.db
    .update(priceFeedItems)
    .set({ status: 'matched', peptide: 'BPC-157', amount: 5, unit: 'mg' })
    .where(eq(priceFeedItems.externalId, '1/11'));
