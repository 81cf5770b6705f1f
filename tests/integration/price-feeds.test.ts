/**
 * A round of price checks against the fixture shop: new items wait with a proposal, a matched
 * item's price is published within ±40 % (history and change log, source 'feed') and held
 * outside it, and an unchanged price is only confirmed.
 */
import { desc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { editorialLog } from '../../database/schema';
import { publishedChangesSince } from '../../app/features/price-feeds/published-changes.server';
import {
  bpc5,
  env,
  feeds,
  item,
  matchBpc5,
  round,
  runPriceRound,
  withFixtureShop,
} from './price-feeds-utils';

withFixtureShop();

describe('a round of price checks', () => {
  it('records new items with a proposed match and publishes nothing unmatched', async () => {
    const before = (await bpc5()).length;
    expect(await runPriceRound(feeds.database.db, env)).toEqual([
      { vendorId: feeds.vendorId, ok: true, sentence: '3 items, 0 prices published' },
    ]);
    expect(await item('1/11')).toMatchObject({
      status: 'new',
      title: 'BPC-157 - 5mg',
      priceUsd: 32,
      proposal: { peptide: 'BPC-157', amount: 5, unit: 'mg', notes: null },
    });
    expect((await item('2/20')).proposal).toBeNull();
    expect((await bpc5()).length).toBe(before);
    expect(feeds.shop.requests.slice(-2).map((request) => request.path)).toEqual([
      '/robots.txt',
      '/products.json?limit=250',
    ]);
    expect(feeds.shop.requests.at(-1)?.userAgent).toBe(
      'Peptidia price check (+http://localhost:3000/methods#prices)',
    );
  });

  it('publishes a matched price within 40 % into the history and the change log, as the feed', async () => {
    await runPriceRound(feeds.database.db, env);
    await matchBpc5();
    const since = new Date(Date.now() - 1000);
    expect((await round())[0]?.sentence).toBe('3 items, 1 price published');
    const [latest, previous] = await bpc5();
    expect(latest).toEqual({ price: 32, source: 'feed', inStock: true });
    expect(previous).toMatchObject({ price: 35, source: 'editor' });
    const [log] = await feeds.database.db
      .select({
        summary: editorialLog.summary,
        source: editorialLog.source,
        actor: editorialLog.actorId,
      })
      .from(editorialLog)
      .orderBy(desc(editorialLog.createdAt))
      .limit(1);
    expect(log).toMatchObject({ source: 'feed', actor: null });
    expect(log?.summary).toMatch(/^BPC-157 5mg at \$32\.00 on \d{4}-\d\d-\d\d from swiss-chems$/);
    expect(await publishedChangesSince(feeds.database.db, since)).toEqual([
      expect.objectContaining({
        vendorSlug: 'swiss-chems',
        peptide: 'BPC-157',
        amount: 5,
        unit: 'mg',
        oldPrice: 35,
        newPrice: 32,
        wasInStock: true,
        inStock: true,
      }),
    ]);
  });

  it('holds a change beyond 40 % and keeps the published price', async () => {
    await runPriceRound(feeds.database.db, env);
    await matchBpc5();
    await round();
    feeds.shop.products[0]!.variants![0]!.price = 9;
    expect((await round())[0]?.sentence).toBe('3 items, 0 prices published, 1 held');
    expect((await bpc5())[0]?.price).toBe(32);
    expect(await item('1/11')).toMatchObject({ heldPriceUsd: 9, heldInStock: true });
  });

  it('only confirms an unchanged price, on a 304 too, and publishes a change of stock', async () => {
    await runPriceRound(feeds.database.db, env);
    await matchBpc5();
    await round();
    const count = (await bpc5()).length;
    const firstCheck = (await item('1/11')).checkedAt!;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await round())[0]?.sentence).toBe('3 items, 0 prices published');
    expect((await bpc5()).length).toBe(count);
    expect((await item('1/11')).checkedAt!.getTime()).toBeGreaterThan(firstCheck.getTime());
    feeds.shop.products[0]!.variants![0]!.available = false;
    await round();
    expect((await bpc5())[0]).toEqual({ price: 32, source: 'feed', inStock: false });
  });
});
