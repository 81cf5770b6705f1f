import { describe, expect, it } from 'vitest';
import {
  merchantAtom,
  merchantRss,
  productPage,
  shopifyProducts,
  wooCommerceProducts,
  type ShopProduct,
} from '../../../tests/support/shop-fixture-bodies';
import { FeedFormatError } from './feed-item';
import { readFeedPage } from './feed-pages';
import { parseMerchantFeed } from './parse-merchant';
import { parseProductPage } from './parse-product-page';
import { parseShopify } from './parse-shopify';
import { parseWooCommerce } from './parse-woocommerce';
import { htmlText } from './html-text';

const catalogue: ShopProduct[] = [
  {
    id: 1,
    title: 'BPC-157',
    variants: [
      { id: 11, option: '5mg', price: 45 },
      { id: 12, option: '10mg', price: 79.5, available: false },
    ],
  },
  { id: 2, title: 'TB-500 & BPC-157 Blend – 10mg', price: 120 },
];
const noHeaders = { get: () => null };

describe('Shopify products.json', () => {
  it('reads each variant with its price, option and availability', () => {
    const { items } = parseShopify(
      shopifyProducts(catalogue),
      'https://shop.example/products.json',
    );
    expect(items.slice(0, 2)).toEqual([
      {
        externalId: '1/11',
        title: 'BPC-157 - 5mg',
        variant: '5mg',
        priceUsd: 45,
        inStock: true,
        link: 'https://shop.example/products/bpc-157',
      },
      expect.objectContaining({ externalId: '1/12', priceUsd: 79.5, inStock: false }),
    ]);
    // Shopify's one variant of a product without options is titled "Default Title".
    expect(items[2]).toMatchObject({ title: 'TB-500 & BPC-157 Blend – 10mg', variant: null });
  });

  it('asks for the next page only after a full page', () => {
    const url = 'https://shop.example/products.json?limit=1';
    const one = shopifyProducts(catalogue.slice(0, 1));
    expect(readFeedPage('shopify', one, url, noHeaders).next).toBe(
      'https://shop.example/products.json?limit=1&page=2',
    );
    const empty = JSON.stringify({ products: [] });
    expect(readFeedPage('shopify', empty, url, noHeaders).next).toBeNull();
  });

  it('names the format and the field when the body is something else', () => {
    expect(() => parseShopify('{"items": []}', 'https://shop.example/')).toThrow(
      'not a Shopify products.json: products:',
    );
    expect(() => parseShopify('<html>', 'https://shop.example/')).toThrow(
      new FeedFormatError('not a Shopify products.json: the body is not JSON'),
    );
  });
});

describe('WooCommerce Store API', () => {
  it('reads prices in minor units with their currency_minor_unit, and decodes names', () => {
    const items = parseWooCommerce(wooCommerceProducts(catalogue.slice(1)), htmlText);
    expect(items).toEqual([
      {
        externalId: '2',
        title: 'TB-500 & BPC-157 Blend – 10mg',
        variant: null,
        priceUsd: 120,
        inStock: true,
        link: 'https://shop.example/product/2/',
      },
    ]);
  });

  it('divides by the minor unit the shop states, and drops other currencies', () => {
    const body = (currency: string, minor: number, price: string) =>
      JSON.stringify([
        {
          id: 7,
          name: 'BPC-157 5mg',
          prices: { price, currency_code: currency, currency_minor_unit: minor },
        },
      ]);
    expect(parseWooCommerce(body('USD', 3, '45500'), htmlText)[0]?.priceUsd).toBe(45.5);
    expect(parseWooCommerce(body('EUR', 2, '4500'), htmlText)[0]?.priceUsd).toBeNull();
    expect(() => parseWooCommerce(body('USD', 2, '45.00'), htmlText)).toThrow(
      'not a WooCommerce Store API answer: 0.prices.price: must be a whole number of minor units',
    );
  });

  it('pages with page and per_page while X-WP-TotalPages says there is more', () => {
    const url = 'https://shop.example/wp-json/wc/store/v1/products';
    const headers = (total: string) => ({
      get: (name: string) => (name === 'x-wp-totalpages' ? total : null),
    });
    expect(readFeedPage('woocommerce', '[]', url, headers('3')).next).toBe(
      `${url}?page=2&per_page=100`,
    );
    expect(
      readFeedPage('woocommerce', '[]', `${url}?page=3&per_page=100`, headers('3')).next,
    ).toBeNull();
  });
});

describe('Google Merchant feed', () => {
  it('reads the g: fields of RSS 2.0 and of Atom alike', () => {
    for (const body of [merchantRss(catalogue.slice(1)), merchantAtom(catalogue.slice(1))]) {
      expect(parseMerchantFeed(body)).toEqual([
        {
          externalId: 'FX-2',
          title: 'TB-500 & BPC-157 Blend – 10mg',
          variant: null,
          priceUsd: 120,
          inStock: true,
          link: 'https://shop.example/p/2',
        },
      ]);
    }
  });

  it('reads out_of_stock and leaves a price in another currency unpublished', () => {
    const body = merchantRss([
      { id: 3, title: 'Semaglutide 5 mg', price: 99, available: false },
    ]).replace('USD', 'EUR');
    expect(parseMerchantFeed(body)[0]).toMatchObject({ inStock: false, priceUsd: null });
  });

  it('refuses malformed XML and an item without its price', () => {
    expect(() => parseMerchantFeed('<rss><channel><item>')).toThrow(
      'not a Google Merchant feed: the body is not well-formed XML',
    );
    expect(() => parseMerchantFeed('<html><body/></html>')).toThrow('neither RSS 2.0 nor Atom');
    const noPrice = merchantRss(catalogue.slice(1)).replace(/<g:price>.*<\/g:price>/, '');
    expect(() => parseMerchantFeed(noPrice)).toThrow('not a Google Merchant feed: item 1: g:price');
  });
});

describe('product page JSON-LD', () => {
  it('reads every Offer of the Product, skipping other JSON-LD', () => {
    const items = parseProductPage(productPage(catalogue[0]!), 'https://shop.example/p/1');
    expect(items).toEqual([
      {
        externalId: 'FX-1/FX-11',
        title: 'BPC-157 - 5mg',
        variant: '5mg',
        priceUsd: 45,
        inStock: true,
        link: 'https://shop.example/p/1?v=11',
      },
      expect.objectContaining({ externalId: 'FX-1/FX-12', priceUsd: 79.5, inStock: false }),
    ]);
  });

  it('finds a Product inside an @graph and reads an AggregateOffer', () => {
    const graph = {
      '@context': 'https://schema.org',
      '@graph': [
        { '@type': 'WebPage', name: 'Shop' },
        {
          '@type': 'Product',
          name: 'TB-500 10mg',
          offers: { '@type': 'AggregateOffer', lowPrice: 60, priceCurrency: 'USD' },
        },
      ],
    };
    const html = `<script type="application/ld+json">${JSON.stringify(graph)}</script>`;
    expect(parseProductPage(html, 'https://shop.example/tb')[0]).toMatchObject({
      title: 'TB-500 10mg',
      priceUsd: 60,
      link: 'https://shop.example/tb',
    });
  });

  it('says so when the page has no Product', () => {
    expect(() => parseProductPage('<p>Sold out</p>', 'https://shop.example/')).toThrow(
      'not a product page: no schema.org Product in its JSON-LD',
    );
  });
});
