/**
 * Reads every page of one vendor's feed: robots.txt first, each page on its host's turn, asked
 * conditionally with the validators of its last answer (a 304 reuses that answer's items).
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '#database/client';
import { priceFeedPages } from '#database/schema';
import type { FeedFormat, FeedItem } from './feed-item';
import { firstFeedPage, maxFeedPages, readFeedPage } from './feed-pages';
import type { HostPacer } from './host-pacer.server';
import { nextShopifyPage } from './parse-shopify';
import { nextWooCommercePage } from './parse-woocommerce';
import type { RobotsRules } from './robots.server';
import { guardedGet, type FetchLimits } from './safe-fetch.server';

export interface FeedReader {
  limits: FetchLimits;
  pacer: HostPacer;
  robots: RobotsRules;
}

async function storedPage(db: Database, vendorId: number, url: string) {
  const [row] = await db
    .select({
      etag: priceFeedPages.etag,
      lastModified: priceFeedPages.lastModified,
      items: priceFeedPages.items,
    })
    .from(priceFeedPages)
    .where(and(eq(priceFeedPages.vendorId, vendorId), eq(priceFeedPages.url, url)));
  return row;
}

/**
 * After a 304 the answer says nothing of the next page: it is the page that followed last time,
 * if there was one (a shop whose catalogue grew changes its last page's answer, so it is read).
 */
async function nextStoredPage(db: Database, vendorId: number, format: FeedFormat, url: string) {
  const next =
    format === 'shopify'
      ? nextShopifyPage(url, Number.POSITIVE_INFINITY)
      : format === 'woocommerce'
        ? nextWooCommercePage(url, String(maxFeedPages))
        : null;
  return next && (await storedPage(db, vendorId, next)) ? next : null;
}

export async function readFeedItems(
  db: Database,
  reader: FeedReader,
  feed: { vendorId: number; url: string; format: FeedFormat },
): Promise<FeedItem[]> {
  const items: FeedItem[] = [];
  let address: string | null = firstFeedPage(feed.format, feed.url);
  for (let page = 0; address && page < maxFeedPages; page += 1) {
    const current: string = address;
    await reader.robots.check(current);
    const stored = await storedPage(db, feed.vendorId, current);
    const host = new URL(current).host;
    const answer = await reader.pacer.turn(host, () =>
      guardedGet(current, reader.limits, stored ?? null),
    );
    if (answer.status === 304 && stored) {
      items.push(...(stored.items as FeedItem[]));
      address = await nextStoredPage(db, feed.vendorId, feed.format, current);
      continue;
    }
    if (answer.status === 304)
      throw new Error('the shop answered 304 to a request that was not conditional');
    const read = readFeedPage(feed.format, answer.body, current, answer.headers);
    items.push(...read.items);
    await db
      .insert(priceFeedPages)
      .values({ vendorId: feed.vendorId, url: current, ...answer.validators, items: read.items })
      .onConflictDoUpdate({
        target: [priceFeedPages.vendorId, priceFeedPages.url],
        set: { ...answer.validators, items: read.items },
      });
    address = read.next;
  }
  return items;
}
