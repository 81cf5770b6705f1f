/**
 * A feed larger than one of the round's write batches: every item is still judged against its
 * own offer's published price, whichever batch it falls in, and two items naming one offer are
 * judged one after the other, as an editor would see them.
 */
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { priceFeedItems, priceObservations } from '../../database/schema';
import { confirmEveryProposal } from '../support/feed-proposals';
import { feeds, item, round, withFixtureShop } from './price-feeds-utils';

withFixtureShop();

const productCount = 230;
const catalogue = () =>
  Array.from({ length: productCount }, (_, index) => ({
    id: 1000 + index,
    title: `BPC-157 ${index + 1}mg`,
    price: 100 + index,
  }));

/** An editor confirms every proposal, as the editors' page would one by one. */
const matchAll = () =>
  confirmEveryProposal(feeds.database.db, eq(priceFeedItems.vendorId, feeds.vendorId));

const latestPrice = async (amount: number) => {
  const [row] = await feeds.database.db
    .select({ price: priceObservations.priceUsd, source: priceObservations.source })
    .from(priceObservations)
    .where(
      and(
        eq(priceObservations.vendorId, feeds.vendorId),
        eq(priceObservations.peptide, 'BPC-157'),
        eq(priceObservations.amount, amount),
      ),
    )
    .orderBy(desc(priceObservations.observedOn), desc(priceObservations.id))
    .limit(1);
  return row;
};

describe('a round over a large feed', () => {
  it('publishes, holds and confirms each item by its own offer across write batches', async () => {
    feeds.shop.products = catalogue();
    await round();
    await matchAll();
    // The seed prices Swiss Chems' BPC-157 5 mg and 10 mg far below this shop: those two are held.
    expect((await round())[0]?.sentence).toBe('230 items, 228 prices published, 2 held');
    expect(await latestPrice(230)).toEqual({ price: 329, source: 'feed' });

    const products = feeds.shop.products;
    products[0]!.price = 9; // 1 mg: $100 → $9, held
    products[150]!.price = 275; // 151 mg: $250 → $275, within 40 %: published
    products[229]!.price = 1000; // 230 mg: $329 → $1,000, held
    expect((await round())[0]?.sentence).toBe('230 items, 1 price published, 4 held');
    expect(await latestPrice(1)).toEqual({ price: 100, source: 'feed' });
    expect(await item('1000/10000')).toMatchObject({ heldPriceUsd: 9 });
    expect(await latestPrice(151)).toEqual({ price: 275, source: 'feed' });
    expect(await item('1229/12290')).toMatchObject({ heldPriceUsd: 1000 });
    expect((await item('1100/11000')).heldPriceUsd).toBeNull();
  });

  it('judges a second item naming the same offer against the price the first published', async () => {
    feeds.shop.products = [
      { id: 1, title: 'BPC-157 7mg', price: 50 },
      { id: 2, title: 'BPC-157 7mg vial', price: 10 },
    ];
    await round();
    await matchAll();
    expect((await round())[0]?.sentence).toBe('2 items, 1 price published, 1 held');
    expect(await latestPrice(7)).toEqual({ price: 50, source: 'feed' });
    expect(await item('2/20')).toMatchObject({ heldPriceUsd: 10 });
  });
});
