/**
 * WooCommerce's Store API, /wp-json/wc/store/v1/products: an array of products whose `prices`
 * are strings of minor units with their `currency_minor_unit` ("4500" with 2 is $45.00) and
 * `currency_code`; paged with `page` and `per_page`, the page count in `X-WP-TotalPages`.
 */
import { z } from 'zod';
import { FeedFormatError, firstIssue, parseJson, type FeedItem } from './feed-item';

const productSchema = z.object({
  id: z.union([z.number(), z.string()]),
  name: z.string(),
  permalink: z.string().nullish(),
  is_in_stock: z.boolean().default(true),
  prices: z.object({
    price: z.string().regex(/^\d+$/, 'must be a whole number of minor units'),
    currency_code: z.string(),
    currency_minor_unit: z.number().int().min(0).max(6),
  }),
});

const productsSchema = z.array(productSchema);

/** WordPress names entities in titles ("BPC-157 &#8211; 5mg"); the parser of the page decodes. */
export function parseWooCommerce(body: string, decode: (html: string) => string): FeedItem[] {
  const parsed = productsSchema.safeParse(parseJson(body, 'a WooCommerce Store API answer'));
  if (!parsed.success) {
    throw new FeedFormatError(`not a WooCommerce Store API answer: ${firstIssue(parsed.error)}`);
  }
  return parsed.data.map((product) => {
    const { price, currency_code: currency, currency_minor_unit: minor } = product.prices;
    const amount = Number(price) / 10 ** minor;
    return {
      externalId: String(product.id),
      title: decode(product.name),
      variant: null,
      priceUsd: currency === 'USD' && amount > 0 ? Math.round(amount * 100) / 100 : null,
      inStock: product.is_in_stock,
      link: product.permalink ?? null,
    };
  });
}

/** The next page's address while X-WP-TotalPages says there is one. */
export function nextWooCommercePage(pageUrl: string, totalPages: string | null): string | null {
  const url = new URL(pageUrl);
  const page = Number(url.searchParams.get('page') ?? '1');
  const total = Number(totalPages ?? '1');
  if (!Number.isInteger(total) || page >= Math.min(total, 50)) return null;
  url.searchParams.set('page', String(page + 1));
  if (!url.searchParams.has('per_page')) url.searchParams.set('per_page', '100');
  return url.href;
}
