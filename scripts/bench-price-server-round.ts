/**
 * The price bench's server part (scripts/bench-price-round.ts): the server runs a round while wrk
 * reads a cached page for exactly as long, and the same wrk run for 10 s just before and just
 * after, with no round, is the baseline (their mean, so a drift of the machine's speed during
 * the measurement counts on neither side). Each repetition starts the server afresh on feeds made
 * due, since the server holds the embedded database.
 */
import { readFileSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { openPglite } from '../database/client';
import { priceFeeds } from '../database/schema';
import { askServer, priceCheckRequests } from '../database/server-requests';
import { startBenchHost, stopBenchHost, throughputDuring } from './bench-host';

export interface ServerRound {
  seconds: number;
  lines: string[];
  idleBefore: number;
  during: number;
  idleAfter: number;
  /** 1 - during / mean(idle before, idle after). */
  loss: number;
  primaryGrowthMb: number;
}

const processRssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

async function makeFeedsDue(dataDir: string) {
  const database = await openPglite({ dataDir, migrate: false });
  await database.db.update(priceFeeds).set({ nextCheckAt: sql`now()` });
  await database.close();
}

export async function serverRound(options: {
  port: number;
  buildDir: string;
  dataDir: string;
  cachedUrl: string;
  movePrices: () => void;
}): Promise<ServerRound> {
  await makeFeedsDue(options.dataDir);
  const server = await startBenchHost({
    port: options.port,
    buildDir: options.buildDir,
    dataDir: options.dataDir,
    env: { PRICE_FEEDS_ALLOW_PRIVATE: '1' },
  });
  try {
    const idleBefore = await throughputDuring(options.cachedUrl, delay(10_000));
    const primaryBefore = processRssMb(server.pid!);
    options.movePrices();
    const started = performance.now();
    const round = askServer(priceCheckRequests(options.dataDir), '', server.pid!, {
      doneMs: 300_000,
    });
    const during = await throughputDuring(options.cachedUrl, round);
    const seconds = (performance.now() - started) / 1000;
    const primaryGrowthMb = processRssMb(server.pid!) - primaryBefore;
    const lines = (await round).toString('utf8').split('\n');
    const idleAfter = await throughputDuring(options.cachedUrl, delay(10_000));
    const loss = 1 - during / ((idleBefore + idleAfter) / 2);
    return { seconds, lines, idleBefore, during, idleAfter, loss, primaryGrowthMb };
  } finally {
    await stopBenchHost(server);
  }
}
