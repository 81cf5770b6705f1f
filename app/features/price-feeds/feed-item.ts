/**
 * What every feed format is read into: one item per thing a shop sells at one price (a Shopify
 * variant, a WooCommerce product, a Merchant Center item, a schema.org Offer). Prices are US
 * dollars; an item the shop prices in another currency has no price and is never published.
 */
export const feedFormats = ['shopify', 'woocommerce', 'google-merchant', 'product-page'] as const;
export type FeedFormat = (typeof feedFormats)[number];

export const feedFormatNames: Record<FeedFormat, string> = {
  shopify: 'Shopify products.json',
  woocommerce: 'WooCommerce Store API',
  'google-merchant': 'Google Merchant product feed',
  'product-page': 'Product page (schema.org JSON-LD)',
};

export interface FeedItem {
  /** The shop's own id, stable across checks: how a confirmed match is found again. */
  externalId: string;
  /** The product's title, with the variant's when there is one ("BPC-157 - 5mg"). */
  title: string;
  /** The variant's option ("5mg"), when the shop lists one apart from the title. */
  variant: string | null;
  /** US dollars; null when the shop lists no price in dollars. */
  priceUsd: number | null;
  inStock: boolean;
  link: string | null;
}

/** A body that is not what its format promises: the sentence names the format and the reason. */
export class FeedFormatError extends Error {}

/** Dollars from a decimal text ("45.00", "45"), or null when it is not one. */
export function dollars(text: string | number | null | undefined): number | null {
  if (text === null || text === undefined) return null;
  const value = typeof text === 'number' ? text : Number(String(text).trim());
  if (!Number.isFinite(value) || value <= 0 || value > 1_000_000) return null;
  return Math.round(value * 100) / 100;
}

/** The first issue of a Zod error as "field: message", for the check's one sentence. */
export function firstIssue(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}) {
  const issue = error.issues[0];
  if (!issue) return 'unreadable';
  const path = issue.path.map(String).join('.');
  return path ? `${path}: ${issue.message}` : issue.message;
}

/** JSON.parse with the format's sentence instead of a SyntaxError. */
export function parseJson(body: string, format: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    throw new FeedFormatError(`not ${format}: the body is not JSON`);
  }
}
