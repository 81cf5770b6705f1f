/**
 * A product page's schema.org data: JSON-LD `Product` nodes (alone, in an array or in an
 * `@graph`) with their `offers`, an `Offer`, a list of them or an `AggregateOffer`
 * (`lowPrice`). Availability is a schema.org URL such as https://schema.org/InStock.
 */
import { z } from 'zod';
import { dollars, FeedFormatError, type FeedItem } from './feed-item';
import { jsonLdBlocks } from './html-text';

const text = z.union([z.string(), z.number()]).transform(String);

const offerSchema = z.object({
  '@type': z.union([z.string(), z.array(z.string())]).optional(),
  sku: text.optional(),
  name: z.string().optional(),
  price: text.optional(),
  lowPrice: text.optional(),
  priceCurrency: z.string().optional(),
  availability: z.string().optional(),
  url: z.string().optional(),
});

const productSchema = z.object({
  name: z.string(),
  sku: text.optional(),
  productID: text.optional(),
  url: z.string().optional(),
  offers: z.union([offerSchema, z.array(offerSchema)]).optional(),
});

type Offer = z.infer<typeof offerSchema>;

const typesOf = (node: Record<string, unknown>) => [node['@type']].flat().map(String);

/** Every object in a JSON-LD value whose @type includes Product. */
function productNodes(value: unknown): Record<string, unknown>[] {
  if (Array.isArray(value)) return value.flatMap(productNodes);
  if (!value || typeof value !== 'object') return [];
  const node = value as Record<string, unknown>;
  const own = typesOf(node).includes('Product') ? [node] : [];
  return [...own, ...productNodes(node['@graph'])];
}

const inStock = (availability: string | undefined) =>
  !availability || /(InStock|LimitedAvailability|OnlineOnly|PreSale|PreOrder)$/i.test(availability);

function offerItem(
  product: z.infer<typeof productSchema>,
  offer: Offer,
  index: number,
  pageUrl: string,
): FeedItem {
  const price = dollars(offer.price ?? offer.lowPrice);
  const currency = offer.priceCurrency ?? 'USD';
  const variant = offer.name && offer.name !== product.name ? offer.name : null;
  const id = product.sku ?? product.productID ?? product.url ?? product.name;
  return {
    externalId: `${id}/${offer.sku ?? index}`,
    title: variant ? `${product.name} - ${variant}` : product.name,
    variant,
    priceUsd: currency === 'USD' ? price : null,
    inStock: inStock(offer.availability),
    link: offer.url ?? product.url ?? pageUrl,
  };
}

function blockValue(block: string): unknown {
  try {
    return JSON.parse(block);
  } catch {
    return null;
  }
}

export function parseProductPage(body: string, pageUrl: string): FeedItem[] {
  const nodes = jsonLdBlocks(body).map(blockValue).flatMap(productNodes);
  if (nodes.length === 0) {
    throw new FeedFormatError('not a product page: no schema.org Product in its JSON-LD');
  }
  return nodes.flatMap((node) => {
    const product = productSchema.safeParse(node);
    if (!product.success) return [];
    const offers = [product.data.offers ?? []].flat();
    return offers.map((offer, index) => offerItem(product.data, offer, index, pageUrl));
  });
}
