/**
 * One round of price checks: every due feed (or one vendor's) claimed, read politely, its items
 * recorded and its matched prices settled by the publishing rules. A failed check keeps the old
 * prices and records its one sentence ("robots.txt disallows /products.json", "HTTP 404").
 */
import type { Database } from '#database/client';
import type { Env } from '~/utils/env.server';
import { claimDueFeeds, finishCheck, type ClaimedFeed } from './feed-claims.server';
import { readFeedItems, type FeedReader } from './feed-fetch.server';
import { FeedFormatError } from './feed-item';
import { recordItems } from './feed-items.server';
import { matchedItems, settleItems } from './feed-publish.server';
import { HostPacer } from './host-pacer.server';
import { RobotsRules } from './robots.server';
import { unpaced, workPacer, type Pace } from './work-pacer.server';
import { defaultFetchLimits, FetchFailed, guardedGet, type FetchLimits } from './safe-fetch.server';

export type RoundEnv = Pick<
  Env,
  'SITE_URL' | 'PRICE_CHECK_HOURS' | 'PRICE_FEEDS_ALLOW_PRIVATE' | 'PRICE_FEEDS_HOST_GAP_MS'
>;

export interface FeedOutcome {
  vendorId: number;
  ok: boolean;
  sentence: string;
}

/** "Peptidia price check (+https://site/methods#prices)": names the site and says why. */
export const userAgentFor = (siteUrl: string) =>
  `Peptidia price check (+${new URL('/methods#prices', siteUrl).href})`;

export function feedReader(env: RoundEnv, extra: Partial<FetchLimits> = {}): FeedReader {
  const limits: FetchLimits = {
    ...defaultFetchLimits,
    allowPrivate: env.PRICE_FEEDS_ALLOW_PRIVATE,
    userAgent: userAgentFor(env.SITE_URL),
    ...extra,
  };
  const pacer = new HostPacer(env.PRICE_FEEDS_HOST_GAP_MS);
  const robots = new RobotsRules((address) =>
    pacer.turn(new URL(address).host, () => guardedGet(address, limits)),
  );
  return { limits, pacer, robots };
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * How long a round run by a server rests after each batch of its writes, as a multiple of the
 * batch's time, so its writes take at most a twentieth of a core: the pages it serves meanwhile
 * lose no more than that. A round run on its own (`npm run prices:check` with no server) or for an editor who
 * waits for its answer does not rest.
 */
export const serverRestFactor = 19;

async function checkFeed(
  db: Database,
  reader: FeedReader,
  feed: ClaimedFeed,
  pace: Pace,
): Promise<FeedOutcome> {
  try {
    const items = await readFeedItems(db, reader, feed);
    await recordItems(db, feed.vendorId, items, pace);
    const matched = await matchedItems(
      db,
      feed.vendorId,
      items.map((item) => item.externalId),
    );
    const decisions = await settleItems(db, matched, feed.url, pace);
    const counts = {
      publish: decisions.filter((decision) => decision === 'publish').length,
      hold: decisions.filter((decision) => decision === 'hold').length,
    };
    const sentence =
      `${plural(items.length, 'item')}, ${plural(counts.publish, 'price')} published` +
      (counts.hold ? `, ${counts.hold} held` : '');
    return { vendorId: feed.vendorId, ok: true, sentence };
  } catch (error) {
    if (error instanceof FetchFailed || error instanceof FeedFormatError) {
      return { vendorId: feed.vendorId, ok: false, sentence: error.message };
    }
    console.error(
      `[price-feeds] check of vendor ${feed.vendorId} failed: ${(error as Error).message.split('\n')[0]}`,
    );
    return { vendorId: feed.vendorId, ok: false, sentence: 'the check failed on our side' };
  }
}

/** Checks every due feed (or `vendorSlug`'s), several hosts at once, each host politely. */
export async function runPriceRound(
  db: Database,
  env: RoundEnv,
  options: { vendorSlug?: string; reader?: FeedReader; restFactor?: number } = {},
): Promise<FeedOutcome[]> {
  const feeds = await claimDueFeeds(db, options.vendorSlug);
  if (feeds.length === 0) return [];
  const reader = options.reader ?? feedReader(env);
  const pace = options.restFactor ? workPacer(options.restFactor) : unpaced;
  return Promise.all(
    feeds.map(async (feed) => {
      const outcome = await checkFeed(db, reader, feed, pace);
      await finishCheck(db, feed.vendorId, outcome, env.PRICE_CHECK_HOURS);
      return outcome;
    }),
  );
}
