import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureShop, type FixtureShop } from '../../../tests/support/fixture-shop';
import { HostPacer } from './host-pacer.server';
import { RobotsRules } from './robots.server';
import { defaultFetchLimits, guardedGet, type FetchLimits } from './safe-fetch.server';

let shop: FixtureShop;
beforeAll(async () => {
  shop = await startFixtureShop([{ id: 1, title: 'BPC-157 5mg', price: 45 }]);
});
afterAll(() => shop.close());

const limits = (more: Partial<FetchLimits> = {}): FetchLimits => ({
  ...defaultFetchLimits,
  allowPrivate: false,
  userAgent: 'Peptidia price check (+http://localhost:3000/methods#prices)',
  ...more,
});
const trusted = () => limits({ trustedOrigin: shop.origin });

describe('addresses inside the network are refused without PRICE_FEEDS_ALLOW_PRIVATE', () => {
  it.each([
    ['http://127.0.0.1/products.json', 'refused: 127.0.0.1 is a loopback address'],
    ['http://[::1]/products.json', 'refused: ::1 is a loopback address'],
    ['http://10.1.2.3/products.json', 'refused: 10.1.2.3 is a private address'],
    ['http://169.254.169.254/latest/meta-data/', 'refused: 169.254.169.254 is a linkLocal address'],
    ['http://100.64.0.1/', 'refused: 100.64.0.1 is a carrierGradeNat address'],
    ['http://[fd00::1]/', 'refused: fd00::1 is a uniqueLocal address'],
    ['http://[::ffff:127.0.0.1]/', 'is a ipv4Mapped address'],
    ['http://localhost/products.json', 'refused: localhost resolves to'],
  ])('%s', async (address, sentence) => {
    await expect(guardedGet(address, limits())).rejects.toThrow(sentence);
  });

  it.each([
    'http://[::1]/',
    'http://10.0.0.1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://localhost:1/',
    'http://127.0.0.1:1/',
  ])('and so is a redirect to %s', async (target) => {
    const before = shop.requests.length;
    await expect(
      guardedGet(`${shop.origin}/redirect?to=${encodeURIComponent(target)}`, trusted()),
    ).rejects.toThrow(/^refused: /);
    expect(shop.requests.length).toBe(before + 1);
  });

  it('reads only http and https', async () => {
    await expect(guardedGet('file:///etc/passwd', limits())).rejects.toThrow(
      'only http and https addresses are read, not file:',
    );
  });
});

describe('the limits of one request', () => {
  it('follows at most 3 redirects', async () => {
    const hop = (to: string) => `/redirect?to=${encodeURIComponent(to)}`;
    const three = hop(hop(hop('/products.json')));
    expect((await guardedGet(`${shop.origin}${three}`, trusted())).status).toBe(200);
    await expect(guardedGet(`${shop.origin}${hop(three)}`, trusted())).rejects.toThrow(
      'more than 3 redirects',
    );
  });

  it('gives up on a slow answer at the timeout', async () => {
    await expect(
      guardedGet(
        `${shop.origin}/slow?ms=2000`,
        limits({ trustedOrigin: shop.origin, timeoutMs: 300 }),
      ),
    ).rejects.toThrow('timed out after 0.3 s');
  });

  it('stops reading an answer past the cap, counted while it streams', async () => {
    await expect(
      guardedGet(
        `${shop.origin}/huge`,
        limits({ trustedOrigin: shop.origin, maxBytes: 1024 * 1024 }),
      ),
    ).rejects.toThrow('the answer is larger than 1 MB');
  });

  it('asks conditionally and takes a 304, with our User-Agent', async () => {
    const first = await guardedGet(`${shop.origin}/products.json`, trusted());
    if (first.status !== 200) throw new Error('expected a body');
    expect(first.validators.etag).toMatch(/^"/);
    const again = await guardedGet(`${shop.origin}/products.json`, trusted(), first.validators);
    expect(again.status).toBe(304);
    expect(shop.requests.at(-1)?.userAgent).toBe(
      'Peptidia price check (+http://localhost:3000/methods#prices)',
    );
  });

  it('names the status of a failed answer', async () => {
    await expect(guardedGet(`${shop.origin}/nothing-here`, trusted())).rejects.toThrow('HTTP 404');
  });
});

describe('politeness', () => {
  it('makes one request at a time per host, the gap apart', async () => {
    const pacer = new HostPacer(150);
    const before = shop.requests.length;
    await Promise.all(
      [1, 2, 3].map(() =>
        pacer.turn('shop', () => guardedGet(`${shop.origin}/products.json`, trusted())),
      ),
    );
    const times = shop.requests.slice(before).map((request) => request.at);
    expect(times).toHaveLength(3);
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(140);
    expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(140);
  });

  it('never asks for a path robots.txt disallows', async () => {
    shop.robots = 'User-agent: PeptidiaPriceCheck\nDisallow: /products.json\n';
    const robots = new RobotsRules((address) => guardedGet(address, trusted()));
    const before = shop.requests.length;
    await expect(robots.check(`${shop.origin}/products.json?limit=250`)).rejects.toThrow(
      'robots.txt disallows /products.json',
    );
    await expect(robots.check(`${shop.origin}/merchant.xml`)).resolves.toBeUndefined();
    expect(shop.requests.slice(before).map((request) => request.path)).toEqual(['/robots.txt']);
    shop.robots = 'User-agent: *\nDisallow:\n';
  });
});
