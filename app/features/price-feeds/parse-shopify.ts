/**
 * Shopify's public /products.json: `{ products: [{ id, title, variants: [{ id, title, option1,
 * price: "45.00", available }] }] }`, paged with `?page=N&limit=250` until a page holds fewer
 * products than the limit.
 * Prices are in the shop's currency, which the endpoint does not name: the editor sets up
 * only shops that sell in dollars (docs/operations.md, "Price feeds").
 */
import { z } from 'zod';
import { dollars, FeedFormatError, firstIssue, parseJson, type FeedItem } from './feed-item';

const variantSchema = z.object({
  id: z.union([z.number(), z.string()]),
  title: z.string().nullish(),
  option1: z.string().nullish(),
  price: z.union([z.string(), z.number()]),
  available: z.boolean().default(true),
});

const productsSchema = z.object({
  products: z.array(
    z.object({
      id: z.union([z.number(), z.string()]),
      title: z.string(),
      handle: z.string().nullish(),
      variants: z.array(variantSchema),
    }),
  ),
});

/** The one variant Shopify gives a product without options is titled "Default Title". */
const variantName = (title: string | null | undefined) =>
  title && title !== 'Default Title' ? title : null;

export function parseShopify(body: string, pageUrl: string) {
  const parsed = productsSchema.safeParse(parseJson(body, 'a Shopify products.json'));
  if (!parsed.success) {
    throw new FeedFormatError(`not a Shopify products.json: ${firstIssue(parsed.error)}`);
  }
  const items: FeedItem[] = parsed.data.products.flatMap((product) =>
    product.variants.map((variant) => {
      const option = variantName(variant.title) ?? variantName(variant.option1);
      return {
        externalId: `${product.id}/${variant.id}`,
        title: option ? `${product.title} - ${option}` : product.title,
        variant: option,
        priceUsd: dollars(variant.price),
        inStock: variant.available,
        link: product.handle ? new URL(`/products/${product.handle}`, pageUrl).href : null,
      };
    }),
  );
  return { items, products: parsed.data.products.length };
}

/** The first page asks for Shopify's largest page, 250 products. */
export function firstShopifyPage(feedUrl: string): string {
  const url = new URL(feedUrl);
  if (!url.searchParams.has('limit')) url.searchParams.set('limit', '250');
  return url.href;
}

/** The next page's address; none after a page with fewer products than the limit. */
export function nextShopifyPage(pageUrl: string, products: number): string | null {
  const url = new URL(pageUrl);
  const limit = Number(url.searchParams.get('limit') ?? '30');
  if (products < limit) return null;
  const page = Number(url.searchParams.get('page') ?? '1');
  url.searchParams.set('page', String(page + 1));
  return url.href;
}
