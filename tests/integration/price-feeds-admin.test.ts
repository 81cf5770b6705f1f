/**
 * /admin/price-feeds and the vendor editor's feed fields: admins only, from our own origin, with
 * validated fields; "Check prices now" once a minute per vendor; a confirmed match publishes the
 * item's price; a held price is published only when an editor confirms it.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { priceFeedItems, priceFeeds } from '../../database/schema';
import * as route from '../../app/routes/admin-price-feeds';
import { createTestUser, type TestUser } from '../support/users';
import { createTestContext } from '../support/test-context';
import { formPost, run } from './auth-test-utils';
import { bpc5, env, feeds, item, round, withFixtureShop } from './price-feeds-utils';

withFixtureShop();

const post = async (fields: Record<string, string>, who?: TestUser | null, origin?: string) => {
  const user = who === undefined ? await createTestUser(feeds.database.db, { isAdmin: true }) : who;
  const request = formPost('/admin/price-feeds', fields, { cookie: user?.cookie, origin });
  const context = createTestContext(feeds.database, {
    env: { ...env, PRICE_FEEDS_HOST_GAP_MS: 0 } as never,
  });
  return run<{ ok: boolean; message?: string; fieldErrors?: Record<string, string> }>(
    route.action as never,
    request,
    context,
  );
};
const feedRow = async () =>
  (
    await feeds.database.db.select().from(priceFeeds).where(eq(priceFeeds.vendorId, feeds.vendorId))
  )[0];
const saveFields = (url: string) => ({
  intent: 'save-feed',
  vendor: 'swiss-chems',
  url,
  format: 'shopify',
});

describe('the feed fields', () => {
  it('refuse a visitor, a member and another origin, and change nothing', async () => {
    await feeds.database.db.delete(priceFeeds);
    const url = `${feeds.shop.origin}/merchant.xml`;
    expect((await post(saveFields(url), null)).status).toBe(302);
    const member = await createTestUser(feeds.database.db);
    expect((await post(saveFields(url), member)).data?.ok).not.toBe(true);
    expect((await post(saveFields(url), undefined, 'https://evil.example')).data?.ok).not.toBe(
      true,
    );
    expect(await feedRow()).toBeUndefined();
  });

  it('refuse an address that is not http(s) or holds a control character', async () => {
    for (const url of [
      'javascript:alert(1)',
      'file:///etc/passwd',
      `${feeds.shop.origin}/a\u0007`,
    ]) {
      const answer = await post(saveFields(url));
      expect(answer.status).toBe(400);
      expect(answer.data?.fieldErrors?.url).toBeTruthy();
    }
    expect((await feedRow())?.url).toBe(`${feeds.shop.origin}/products.json`);
  });

  it('save an address and format, and remove the feed when emptied', async () => {
    expect((await post(saveFields(`${feeds.shop.origin}/x.json`))).data?.message).toBe(
      'Price feed saved.',
    );
    expect((await feedRow())?.url).toBe(`${feeds.shop.origin}/x.json`);
    expect((await post(saveFields(''))).data?.message).toBe('Price feed removed.');
    expect(await feedRow()).toBeUndefined();
  });
});

describe('Check prices now, matching and held prices', () => {
  it('checks at once, at most once a minute per vendor', async () => {
    const first = await post({ intent: 'check-now', vendor: 'swiss-chems' });
    expect(first.data).toEqual({ ok: true, message: 'Checked: 3 items, 0 prices published.' });
    const again = await post({ intent: 'check-now', vendor: 'swiss-chems' });
    expect(again.status).toBe(429);
  });

  it('publishes a confirmed match, and a held price only when confirmed', async () => {
    await post({ intent: 'check-now', vendor: 'swiss-chems' });
    const { id } = await item('1/11');
    const matched = await post({
      intent: 'match',
      item: String(id),
      peptide: 'BPC-157',
      amount: '5',
      unit: 'mg',
      notes: '',
    });
    expect(matched.data?.message).toBe('Matched.');
    expect((await bpc5())[0]).toEqual({ price: 32, source: 'feed', inStock: true });
    feeds.shop.products[0]!.variants![0]!.price = 9;
    await round();
    expect((await bpc5())[0]?.price).toBe(32);
    expect((await post({ intent: 'confirm-held', item: String(id) })).data?.message).toBe(
      'Price published.',
    );
    expect((await bpc5())[0]?.price).toBe(9);
    expect((await item('1/11')).heldPriceUsd).toBeNull();
    expect((await post({ intent: 'reject-held', item: String(id) })).status).toBe(409);
  });

  it('sets an item aside as not listed here, and refuses an unknown item', async () => {
    await post({ intent: 'check-now', vendor: 'swiss-chems' });
    const { id } = await item('2/20');
    expect((await post({ intent: 'not-listed', item: String(id) })).data?.message).toBe(
      'Marked as not listed here.',
    );
    const [row] = await feeds.database.db
      .select({ status: priceFeedItems.status })
      .from(priceFeedItems)
      .where(eq(priceFeedItems.id, id));
    expect(row?.status).toBe('not_listed');
    expect((await post({ intent: 'not-listed', item: '999999' })).status).toBe(404);
  });
});
