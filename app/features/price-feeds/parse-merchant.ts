/**
 * A Google Merchant Center product feed: RSS 2.0 (`rss > channel > item`) or Atom
 * (`feed > entry`), each item with the `g:` fields `id`, `title`, `price` ("15.00 USD"),
 * `availability` (in_stock, out_of_stock, preorder, backorder) and `link`. Read with
 * fast-xml-parser; the namespace prefix is kept, as Merchant Center documents it as `g:`.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { z } from 'zod';
import { dollars, FeedFormatError, firstIssue, type FeedItem } from './feed-item';

const field = z.union([z.string(), z.number()]).transform((value) => String(value).trim());

const itemSchema = z.object({
  'g:id': field,
  'g:title': field.optional(),
  title: field.optional(),
  'g:price': field,
  'g:sale_price': field.optional(),
  'g:availability': field.optional(),
  'g:link': field.optional(),
  link: z.unknown().optional(),
});

const parser = new XMLParser({
  ignoreAttributes: true,
  parseTagValue: false,
  processEntities: true,
  isArray: (name) => name === 'item' || name === 'entry',
});

/** "15.00 USD" into dollars; null for another currency. */
function merchantPrice(text: string): number | null {
  const [amount, currency] = text.split(/\s+/);
  return currency === 'USD' ? dollars(amount) : null;
}

function itemsOf(document: Record<string, unknown>): unknown[] | null {
  const rss = document.rss as { channel?: { item?: unknown[] } } | undefined;
  if (rss) return rss.channel?.item ?? [];
  const feed = document.feed as { entry?: unknown[] } | undefined;
  if (feed) return feed.entry ?? [];
  return null;
}

export function parseMerchantFeed(body: string): FeedItem[] {
  if (XMLValidator.validate(body) !== true) {
    throw new FeedFormatError('not a Google Merchant feed: the body is not well-formed XML');
  }
  const items = itemsOf(parser.parse(body) as Record<string, unknown>);
  if (items === null) {
    throw new FeedFormatError('not a Google Merchant feed: neither RSS 2.0 nor Atom');
  }
  return items.map((raw, index) => {
    const item = itemSchema.safeParse(raw);
    if (!item.success) {
      throw new FeedFormatError(
        `not a Google Merchant feed: item ${index + 1}: ${firstIssue(item.error)}`,
      );
    }
    const { data } = item;
    const price = merchantPrice(data['g:sale_price'] ?? data['g:price']);
    return {
      externalId: data['g:id'],
      title: data['g:title'] ?? data.title ?? data['g:id'],
      variant: null,
      priceUsd: price,
      inStock: ['in_stock', 'in stock', 'preorder', 'backorder'].includes(
        (data['g:availability'] ?? 'in_stock').toLowerCase(),
      ),
      link: data['g:link'] ?? (typeof data.link === 'string' ? data.link : null),
    };
  });
}
