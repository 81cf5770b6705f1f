/**
 * A failed price check keeps the old prices and says why in one sentence, counted in a row; it
 * asks robots.txt before anything else; a due feed is claimed by one round only.
 */
import { describe, expect, it } from 'vitest';
import {
  bpc5,
  env,
  feed,
  feeds,
  round,
  runPriceRound,
  setFeed,
  withFixtureShop,
} from './price-feeds-utils';

withFixtureShop();

describe('a failed check', () => {
  it('obeys robots.txt: the disallowed path is never asked for, and the prices stay', async () => {
    feeds.shop.robots = 'User-agent: *\nDisallow: /products.json\n';
    const before = feeds.shop.requests.length;
    const prices = await bpc5();
    expect(await runPriceRound(feeds.database.db, env)).toEqual([
      { vendorId: feeds.vendorId, ok: false, sentence: 'robots.txt disallows /products.json' },
    ]);
    expect(feeds.shop.requests.slice(before).map((request) => request.path)).toEqual([
      '/robots.txt',
    ]);
    expect(await bpc5()).toEqual(prices);
  });

  it.each([
    ['/nothing-here', 'HTTP 404'],
    ['/malformed.json', 'not a Shopify products.json: the body is not JSON'],
    ['/merchant.xml', 'not a Shopify products.json: the body is not JSON'],
  ])('%s is recorded as "%s", counted in a row', async (path, sentence) => {
    await setFeed(path, 'shopify');
    await runPriceRound(feeds.database.db, env);
    await round();
    expect(await feed()).toMatchObject({ lastOk: false, lastResult: sentence, failuresInRow: 2 });
  });

  it('refuses the fixture shop itself without PRICE_FEEDS_ALLOW_PRIVATE', async () => {
    const [outcome] = await runPriceRound(feeds.database.db, {
      ...env,
      PRICE_FEEDS_ALLOW_PRIVATE: false,
    });
    expect(outcome?.sentence).toMatch(
      /^robots\.txt could not be read: refused: 127\.0\.0\.1 is a loopback address$/,
    );
  });
});

describe('claims', () => {
  it('checks a due feed once when two rounds start together, and not again until due', async () => {
    const before = feeds.shop.requests.length;
    const [one, two] = await Promise.all([
      runPriceRound(feeds.database.db, env),
      runPriceRound(feeds.database.db, env),
    ]);
    expect([...one!, ...two!]).toHaveLength(1);
    expect(await runPriceRound(feeds.database.db, env)).toEqual([]);
    expect(
      feeds.shop.requests
        .slice(before)
        .filter((request) => request.path.startsWith('/products.json')),
    ).toHaveLength(1);
    const next = (await feed()).nextCheckAt.getTime() - Date.now();
    expect(next).toBeGreaterThan(23.9 * 3600_000);
  });
});
