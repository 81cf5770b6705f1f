import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { openPglite } from '../database/client';
import { priceFeeds, vendors } from '../database/schema';
import { answerServerRequests, priceCheckRequests } from '../database/server-requests';
import { priceCheckLines } from '../app/features/price-feeds/price-check-command.server';
import { loadEnv } from '../app/utils/env.server';
import { startFixtureShop, type FixtureShop } from '../tests/support/fixture-shop';
import { pricesCheck } from './prices-check';

let shop: FixtureShop;
beforeAll(async () => {
  shop = await startFixtureShop([
    { id: 1, title: 'BPC-157', variants: [{ id: 11, option: '5mg', price: 32 }] },
    { id: 2, title: 'Gift card', price: 25 },
  ]);
});
afterAll(() => shop.close());

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function dataDirWithFeed() {
  const dataDir = mkdtempSync(join(tmpdir(), 'peptidia-prices-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const database = await openPglite({ dataDir, migrate: true });
  const [vendor] = await database.db
    .select({ id: vendors.id })
    .from(vendors)
    .where(eq(vendors.slug, 'swiss-chems'));
  await database.db.insert(priceFeeds).values({
    vendorId: vendor!.id,
    url: `${shop.origin}/products.json`,
    format: 'shopify',
    // Not due for a day: naming the vendor checks it anyway.
    nextCheckAt: sql`now() + interval '1 day'`,
  });
  return { dataDir, database };
}

const envOf = (dataDir: string) => ({
  DATA_DIR: dataDir,
  NODE_ENV: 'test',
  PRICE_FEEDS_ALLOW_PRIVATE: '1',
  PRICE_FEEDS_HOST_GAP_MS: '0',
});

describe('npm run prices:check', { timeout: 240_000 }, () => {
  it('opens the embedded database itself when no server runs, and checks a named feed not yet due', async () => {
    const { dataDir, database } = await dataDirWithFeed();
    await database.close();
    const env = envOf(dataDir);
    expect(await pricesCheck([], env)).toBe('No price feed is due.');
    const before = shop.requests.length;
    expect(await pricesCheck(['swiss-chems'], env)).toBe(
      'swiss-chems: 2 items, 0 prices published',
    );
    const asked = shop.requests.slice(before).map((request) => request.path);
    expect(asked.some((path) => path.startsWith('/products.json'))).toBe(true);
    await expect(pricesCheck(['omegamino'], env)).rejects.toThrow(
      'No vendor "omegamino" with a price feed.',
    );
    await expect(pricesCheck(['Not A Slug!'], env)).rejects.toThrow(/Usage/);
  });

  it('goes through the running server that holds the embedded database', async () => {
    const { dataDir, database } = await dataDirWithFeed();
    cleanups.push(() => database.close());
    const env = envOf(dataDir);
    // The "server": holds the database and answers requests as server/start-server.ts does.
    const stop = answerServerRequests(
      priceCheckRequests(dataDir),
      (slug) => priceCheckLines(database.db, loadEnv(env), slug || undefined),
      () => {},
      50,
    );
    cleanups.push(stop);
    expect(await pricesCheck(['swiss-chems'], env, { pollMs: 50 })).toBe(
      'swiss-chems: 2 items, 0 prices published',
    );
    await expect(pricesCheck(['omegamino'], env, { pollMs: 50 })).rejects.toThrow(
      'No vendor "omegamino" with a price feed.',
    );
  });

  it('says so when a server holds the database but does not answer', async () => {
    const { dataDir, database } = await dataDirWithFeed();
    cleanups.push(() => database.close());
    await expect(pricesCheck([], envOf(dataDir), { pickUpMs: 300, pollMs: 50 })).rejects.toThrow(
      /did not take the request/,
    );
  });
});
