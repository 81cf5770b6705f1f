/**
 * Prices that keep themselves current, as an editor and a visitor meet them: an admin gives a
 * vendor a price feed (a local fixture shop in Shopify's format), checks it at once, confirms the
 * match the site proposes for the item it lists, and a visitor sees the feed's price on the
 * vendor page with how long ago it was checked.
 */
import { startFixtureShop, type FixtureShop } from '../support/fixture-shop';
import { signInAsAdmin } from './auth-helpers';
import { checkNewFeedAsAdmin } from './editorial-helpers';
import { expect, test } from './fixtures';

let shop: FixtureShop;
test.beforeAll(async () => {
  // Paramount lists Melanotan II 10 mg at $29.00: $27.50 is within 40 %, so it is published.
  shop = await startFixtureShop([{ id: 7001, title: 'Melanotan II 10mg', price: 27.5 }]);
});
test.afterAll(() => shop.close());

test('an admin checks a feed now and confirms its match; a visitor sees the price and its age', async ({
  page,
  browser,
}) => {
  test.slow(); // an admin's three forms, then a visitor
  await signInAsAdmin(page);
  await checkNewFeedAsAdmin(
    page,
    { slug: 'paramount-peptides', name: 'Paramount Peptides' },
    `${shop.origin}/products.json`,
  );
  await expect(page.getByText('Checked: 1 item, 0 prices published.').first()).toBeVisible({
    timeout: 30_000,
  });
  expect(shop.requests.map((request) => request.path)).toContain('/products.json?limit=250');

  const match = page.getByRole('form', { name: 'Match Melanotan II 10mg' });
  await expect(match.getByLabel('Peptide')).toHaveValue('Melanotan II');
  await expect(match.getByLabel('Amount')).toHaveValue('10');
  await match.getByRole('button', { name: 'Confirm match' }).click();
  await expect(page.getByText('Matched.').first()).toBeVisible();

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/vendors/paramount-peptides');
  const offer = visitor
    .getByRole('row')
    .filter({ hasText: 'Melanotan II' })
    .filter({ hasText: '$27.50' });
  await expect(offer.first()).toBeVisible();
  await expect(offer.first()).toContainText(/checked (just now|\d+ minutes? ago)/);
});
