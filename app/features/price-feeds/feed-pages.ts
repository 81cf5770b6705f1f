/**
 * One page of a feed read in its format, and the address of the next page where the format
 * pages (Shopify by `page` until an empty one, WooCommerce by `X-WP-TotalPages`).
 */
import type { FeedFormat, FeedItem } from './feed-item';
import { htmlText } from './html-text';
import { parseMerchantFeed } from './parse-merchant';
import { parseProductPage } from './parse-product-page';
import { firstShopifyPage, nextShopifyPage, parseShopify } from './parse-shopify';
import { nextWooCommercePage, parseWooCommerce } from './parse-woocommerce';

export interface FeedPage {
  items: FeedItem[];
  next: string | null;
}

/** At most this many pages a check: a shop that never stops paging is cut short, not followed. */
export const maxFeedPages = 20;

/** The first page's address: the feed's own, with Shopify's page size. */
export const firstFeedPage = (format: FeedFormat, feedUrl: string) =>
  format === 'shopify' ? firstShopifyPage(feedUrl) : feedUrl;

export function readFeedPage(
  format: FeedFormat,
  body: string,
  pageUrl: string,
  headers: { get(name: string): string | null },
): FeedPage {
  switch (format) {
    case 'shopify': {
      const { items, products } = parseShopify(body, pageUrl);
      return { items, next: nextShopifyPage(pageUrl, products) };
    }
    case 'woocommerce':
      return {
        items: parseWooCommerce(body, htmlText),
        next: nextWooCommercePage(pageUrl, headers.get('x-wp-totalpages')),
      };
    case 'google-merchant':
      return { items: parseMerchantFeed(body), next: null };
    case 'product-page':
      return { items: parseProductPage(body, pageUrl), next: null };
  }
}
