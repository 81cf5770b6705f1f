/**
 * A local shop for the price-feed tests, on 127.0.0.1: it serves its catalogue in each of the
 * four feed formats (shop-fixture-bodies.ts), robots.txt, ETags with 304, slow and oversize
 * answers, redirects (to a private address too) and malformed bodies, and records every
 * request it sees so a test can say which were never made.
 */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  merchantAtom,
  merchantRss,
  productPage,
  shopifyProducts,
  wooCommerceProducts,
  type ShopProduct,
} from './shop-fixture-bodies';

export interface FixtureShop {
  origin: string;
  products: ShopProduct[];
  robots: string;
  /** Paths with their query, in the order asked, and the User-Agent of each. */
  requests: { path: string; userAgent: string; at: number }[];
  close(): Promise<void>;
}

const page = <T>(list: readonly T[], number: number, size: number) =>
  list.slice((number - 1) * size, number * size);

function withEtag(request: IncomingMessage, response: ServerResponse, type: string, body: string) {
  const etag = `"${createHash('sha1').update(body).digest('hex').slice(0, 16)}"`;
  if (request.headers['if-none-match'] === etag) {
    response.writeHead(304, { etag }).end();
    return;
  }
  response.writeHead(200, { 'content-type': type, etag }).end(body);
}

function route(shop: FixtureShop, request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url ?? '/', shop.origin);
  const number = Number(url.searchParams.get('page') ?? '1');
  switch (url.pathname) {
    case '/robots.txt':
      return response.writeHead(200, { 'content-type': 'text/plain' }).end(shop.robots);
    case '/products.json': {
      const limit = Number(url.searchParams.get('limit') ?? '30');
      return withEtag(
        request,
        response,
        'application/json',
        shopifyProducts(page(shop.products, number, limit)),
      );
    }
    case '/wp-json/wc/store/v1/products': {
      const perPage = Number(url.searchParams.get('per_page') ?? '10');
      const total = Math.max(1, Math.ceil(shop.products.length / perPage));
      response.setHeader('x-wp-totalpages', String(total));
      response.setHeader('x-wp-total', String(shop.products.length));
      return withEtag(
        request,
        response,
        'application/json',
        wooCommerceProducts(page(shop.products, number, perPage)),
      );
    }
    case '/merchant.xml':
      return withEtag(request, response, 'application/rss+xml', merchantRss(shop.products));
    case '/merchant.atom':
      return withEtag(request, response, 'application/atom+xml', merchantAtom(shop.products));
    case '/product':
      return withEtag(request, response, 'text/html', productPage(shop.products[0]!));
    case '/slow':
      setTimeout(
        () => response.writeHead(200).end('{"products": []}'),
        Number(url.searchParams.get('ms') ?? '3000'),
      );
      return;
    case '/huge': {
      // No Content-Length: the cap must be counted while the body streams.
      response.writeHead(200, { 'content-type': 'application/json' });
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      let sent = 0;
      const write = () => {
        while (sent < 8 * 1024 * 1024 && !response.destroyed) {
          sent += chunk.length;
          if (!response.write(chunk)) return response.once('drain', write);
        }
        response.end();
      };
      return write();
    }
    case '/redirect':
      return response.writeHead(302, { location: url.searchParams.get('to') ?? '/' }).end();
    case '/malformed.json':
      return response.writeHead(200, { 'content-type': 'application/json' }).end('{"products": [');
    default:
      return response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
  }
}

export async function startFixtureShop(products: ShopProduct[] = []): Promise<FixtureShop> {
  const shop: FixtureShop = {
    origin: '',
    products,
    robots: 'User-agent: *\nDisallow: /private/\n',
    requests: [],
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = createServer((request, response) => {
    shop.requests.push({
      path: request.url ?? '/',
      userAgent: request.headers['user-agent'] ?? '',
      at: Date.now(),
    });
    route(shop, request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  shop.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = shop.close;
  shop.close = () => {
    server.closeAllConnections();
    return close();
  };
  return shop;
}
