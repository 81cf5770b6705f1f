/**
 * The price round's budgets (`npm run bench:prices`, also run by `npm run bench`):
 *   - a round over 12 feeds of 200 items each, against local fixture shops, finishes in under
 *     30 s of wall time apart from the politeness delays (timed without them and with them);
 *   - the cached page throughput measured while a round runs in the server stays within 5 % of
 *     the figure without one;
 *   - the memory of the process that runs the check grows by under 50 MB.
 * Every item is matched and every price moves a little between rounds, so each round publishes
 * all 2,400 prices (the most work a round can have). The embedded database on disk, synced as in
 * production. Needs the build at BUILD_DIR (scripts/bench-prices.sh makes it) and wrk.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { peptides } from '../app/data/peptides';
import { priceCheckLines } from '../app/features/price-feeds/price-check-command.server';
import { loadEnv } from '../app/utils/env.server';
import { openPglite } from '../database/client';
import { priceFeeds, vendors } from '../database/schema';
import { confirmEveryProposal } from '../tests/support/feed-proposals';
import { startFixtureShop, type FixtureShop } from '../tests/support/fixture-shop';
import { serverRound, type ServerRound } from './bench-price-server-round';
import type { ShopProduct } from '../tests/support/shop-fixture-bodies';

const feedCount = 12;
const itemsPerFeed = 200;
const budget = { roundSeconds: 30, throughputLoss: 0.05, memoryMb: 50 };
const work = '.tmp/bench-prices';
const dataDir = join(work, 'data');
const port = Number(process.env.BENCH_PRICES_PORT ?? 3520);
const buildDir = process.env.BUILD_DIR ?? 'build';
const cachedPath = '/peptides';

/** 200 distinct offers a shop might list: each peptide we list in eight vial sizes. */
function catalogue(shop: number): ShopProduct[] {
  const sizes = [1, 2, 3, 5, 10, 15, 20, 30];
  const offers = peptides.flatMap((peptide) => sizes.map((mg) => ({ peptide, mg })));
  return offers.slice(0, itemsPerFeed).map(({ peptide, mg }, index) => ({
    id: shop * 1000 + index,
    title: `${peptide.name} ${mg}mg`,
    price: 20 + ((shop * 7 + index * 13) % 80) + mg,
  }));
}

/** Every listed price moves by `factor` (under 40 %: published at once). */
function movePrices(shops: FixtureShop[], factor: number) {
  for (const shop of shops) {
    for (const product of shop.products) {
      product.price = Math.round(product.price! * factor * 100) / 100;
    }
  }
}

const signed = (mb: number) => `${mb >= 0 ? '+' : ''}${mb.toFixed(1)}`;
const rssMb = () => process.memoryUsage().rss / 2 ** 20;

const envFor = (gapMs: number) =>
  loadEnv({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    SITE_URL: `http://127.0.0.1:${port}`,
    PRICE_FEEDS_ALLOW_PRIVATE: '1',
    PRICE_FEEDS_HOST_GAP_MS: String(gapMs),
  });

/** The gap between two requests to one shop that production keeps (PRICE_FEEDS_HOST_GAP_MS). */
const politeGapMs = loadEnv({ NODE_ENV: 'production' }).PRICE_FEEDS_HOST_GAP_MS;

type Db = Awaited<ReturnType<typeof openPglite>>['db'];

const makeDue = (db: Db) => db.update(priceFeeds).set({ nextCheckAt: sql`now()` });

/** One round in this process, as `npm run prices:check` runs it when no server holds the data. */
async function timedRound(db: Db, gapMs: number) {
  await makeDue(db);
  const before = rssMb();
  const started = performance.now();
  const lines = await priceCheckLines(db, envFor(gapMs));
  const seconds = (performance.now() - started) / 1000;
  return { seconds, growthMb: rssMb() - before, lines: lines.split('\n') };
}

rmSync(work, { recursive: true, force: true });
mkdirSync(work, { recursive: true });
const shops = await Promise.all(
  Array.from({ length: feedCount }, (_, shop) => startFixtureShop(catalogue(shop))),
);
try {
  const database = await openPglite({ dataDir, migrate: true });
  const db = database.db;
  const chosen = await db
    .select({ id: vendors.id })
    .from(vendors)
    .orderBy(vendors.slug)
    .limit(feedCount);
  await db.insert(priceFeeds).values(
    chosen.map((vendor, index) => ({
      vendorId: vendor.id,
      url: `${shops[index]!.origin}/products.json`,
      format: 'shopify' as const,
    })),
  );
  // The first round lists every item with the site's proposal; an editor then confirms them all.
  await timedRound(db, 0);
  const matched = await confirmEveryProposal(db);

  movePrices(shops, 1.05);
  const quick = await timedRound(db, 0);
  movePrices(shops, 0.97);
  const polite = await timedRound(db, politeGapMs);
  await database.close();

  // Three rounds in the server; each figure's median is reported, with the three.
  const rounds: ServerRound[] = [];
  for (const factor of [1.04, 0.97, 1.03]) {
    rounds.push(
      await serverRound({
        port,
        buildDir,
        dataDir,
        cachedUrl: `http://127.0.0.1:${port}${cachedPath}`,
        movePrices: () => movePrices(shops, factor),
      }),
    );
  }
  // Each feed's line, to see why a round published less than it should.
  if (process.env.BENCH_VERBOSE) console.log({ quick: quick.lines, polite: polite.lines, rounds });
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[1]!;
  const loss = median(rounds.map((round) => round.loss));
  const primaryGrowth = Math.max(...rounds.map((round) => round.primaryGrowthMb));
  const published = (lines: string[]) =>
    lines.reduce((sum, line) => sum + Number(/(\d+) prices? published/.exec(line)?.[1] ?? 0), 0);
  const verdict = (ok: boolean) => (ok ? 'ok' : 'OVER');
  const figures = (pick: (round: ServerRound) => string) => rounds.map(pick).join(', ');
  console.log(
    `Price round: ${feedCount} feeds of ${itemsPerFeed} items against local fixture shops, ${matched.length} items matched`,
  );
  console.log(
    `  without the politeness delays: ${quick.seconds.toFixed(1)} s, ${published(quick.lines)} prices published (budget ${budget.roundSeconds} s: ${verdict(quick.seconds < budget.roundSeconds)})`,
  );
  console.log(
    `  with the 2 s delays per host:  ${polite.seconds.toFixed(1)} s, ${published(polite.lines)} prices published`,
  );
  console.log(
    `  memory of the process running it: ${signed(Math.max(quick.growthMb, polite.growthMb))} MB RSS (budget ${budget.memoryMb} MB: ${verdict(Math.max(quick.growthMb, polite.growthMb) < budget.memoryMb)})`,
  );
  console.log(
    `  in the server (the primary holds the embedded database), three rounds: ${figures((r) => `${r.seconds.toFixed(1)} s`)}; ${figures((r) => String(published(r.lines)))} prices published; primary ${figures((r) => `${signed(r.primaryGrowthMb)} MB`)} RSS (${verdict(primaryGrowth < budget.memoryMb)})`,
  );
  console.log(
    `  ${cachedPath} (cached, gzip, wrk -t1 -c50), req/s idle before / during / idle after: ${figures((r) => `${r.idleBefore.toFixed(0)} / ${r.during.toFixed(0)} / ${r.idleAfter.toFixed(0)}`)}`,
  );
  console.log(
    `  throughput lower during a round: ${figures((r) => `${(r.loss * 100).toFixed(1)} %`)}; median ${(loss * 100).toFixed(1)} % (budget ${budget.throughputLoss * 100} %: ${verdict(loss <= budget.throughputLoss)})`,
  );
} finally {
  await Promise.all(shops.map((shop) => shop.close()));
}
