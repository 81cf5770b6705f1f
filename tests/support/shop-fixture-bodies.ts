/**
 * What the fixture shop serves, modelled on each format's documented examples: Shopify's
 * products.json, WooCommerce's Store API products, a Google Merchant RSS 2.0 and Atom feed, and
 * a product page with schema.org JSON-LD. Prices are set per test through `ShopCatalogue`.
 */
export interface ShopProduct {
  id: number;
  title: string;
  /** Each variant's option ("5mg") and price in dollars; one variant without options when absent. */
  variants?: { id: number; option: string; price: number; available?: boolean }[];
  price?: number;
  available?: boolean;
}

const money = (price: number) => price.toFixed(2);

export function shopifyProducts(products: readonly ShopProduct[]) {
  return JSON.stringify({
    products: products.map((product) => ({
      id: product.id,
      title: product.title,
      handle: product.title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      vendor: 'Fixture Shop',
      product_type: 'Peptides',
      variants: (
        product.variants ?? [
          {
            id: product.id * 10,
            option: 'Default Title',
            price: product.price ?? 0,
            available: product.available,
          },
        ]
      ).map((variant, index) => ({
        id: variant.id,
        product_id: product.id,
        title: variant.option,
        option1: variant.option,
        sku: `FX-${variant.id}`,
        price: money(variant.price),
        compare_at_price: null,
        available: variant.available ?? true,
        position: index + 1,
      })),
      options: [{ name: 'Size', position: 1 }],
    })),
  });
}

export function wooCommerceProducts(products: readonly ShopProduct[]) {
  return JSON.stringify(
    products.map((product) => ({
      id: product.id,
      // WordPress sends names HTML-escaped ("Tom &amp; Jerry", "&#8211;").
      name: product.title.replace(/&/g, '&amp;').replace(/ – /g, ' &#8211; '),
      slug: product.title.toLowerCase(),
      permalink: `https://shop.example/product/${product.id}/`,
      sku: `FX-${product.id}`,
      prices: {
        price: String(Math.round((product.price ?? 0) * 100)),
        regular_price: String(Math.round((product.price ?? 0) * 100)),
        sale_price: String(Math.round((product.price ?? 0) * 100)),
        currency_code: 'USD',
        currency_symbol: '$',
        currency_minor_unit: 2,
        currency_decimal_separator: '.',
        currency_thousand_separator: ',',
        currency_prefix: '$',
        currency_suffix: '',
      },
      is_in_stock: product.available ?? true,
      is_purchasable: true,
    })),
  );
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function merchantFields(product: ShopProduct) {
  return [
    `<g:id>FX-${product.id}</g:id>`,
    `<g:title>${escapeXml(product.title)}</g:title>`,
    `<g:link>https://shop.example/p/${product.id}</g:link>`,
    `<g:price>${money(product.price ?? 0)} USD</g:price>`,
    `<g:availability>${product.available === false ? 'out_of_stock' : 'in_stock'}</g:availability>`,
    '<g:condition>new</g:condition>',
  ].join('\n');
}

export function merchantRss(products: readonly ShopProduct[]) {
  return `<?xml version="1.0"?>
<rss xmlns:g="http://base.google.com/ns/1.0" version="2.0">
<channel>
<title>Fixture Shop</title>
<link>https://shop.example</link>
<description>Products</description>
${products.map((product) => `<item>\n${merchantFields(product)}\n</item>`).join('\n')}
</channel>
</rss>`;
}

export function merchantAtom(products: readonly ShopProduct[]) {
  return `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xmlns:g="http://base.google.com/ns/1.0">
<title>Fixture Shop</title>
<link rel="self" href="https://shop.example"/>
<updated>2026-11-01T00:00:00Z</updated>
${products.map((product) => `<entry>\n${merchantFields(product)}\n</entry>`).join('\n')}
</feed>`;
}

export function productPage(product: ShopProduct) {
  const data = {
    '@context': 'https://schema.org/',
    '@type': 'Product',
    name: product.title,
    sku: `FX-${product.id}`,
    offers: (
      product.variants ?? [{ id: product.id, option: product.title, price: product.price ?? 0 }]
    ).map((variant) => ({
      '@type': 'Offer',
      sku: `FX-${variant.id}`,
      name: variant.option,
      url: `https://shop.example/p/${product.id}?v=${variant.id}`,
      priceCurrency: 'USD',
      price: money(variant.price),
      availability:
        (variant.available ?? product.available) === false
          ? 'https://schema.org/OutOfStock'
          : 'https://schema.org/InStock',
    })),
  };
  return `<!doctype html><html><head><title>${escapeXml(product.title)}</title>
<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'Organization', name: 'Fixture Shop' })}</script>
<script type="application/ld+json">${JSON.stringify(data)}</script>
</head><body><h1>${escapeXml(product.title)}</h1></body></html>`;
}
