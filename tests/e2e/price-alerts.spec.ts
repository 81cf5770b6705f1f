/**
 * Price alerts end to end, each tab a cold first visit: a member follows BPC-157 from its page,
 * an admin publishes a 15 % lower price through the price form, and the member finds the alert
 * in /notifications; a visitor's Atom feed of BPC-157's prices lists the change.
 */
import { signIn, signInAsAdmin, signUp } from './auth-helpers';
import { addPriceAsAdmin } from './editorial-helpers';
import { expect, test, waitForHydration } from './fixtures';

const sevenMg = {
  vendorSlug: 'swiss-chems',
  peptide: 'BPC-157',
  amount: '7',
  unit: 'mg',
  source: 'https://swisschems.is/bpc-157',
} as const;

test('a member follows BPC-157, a price drops 15 %, and the alert and the feed say so', async ({
  browser,
  page,
  playwright,
}) => {
  test.slow(); // three browsers and two sign-ins on a shared 2-core machine
  const member = await signUp(page);
  await signIn(page, member);
  await page.goto('/peptide/bpc-157');
  await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
    'href',
    '/peptide/bpc-157/prices.xml',
  );
  await waitForHydration(page);
  const follow = page.getByRole('button', { name: 'Follow prices' });
  await follow.click();
  await expect(page.getByRole('button', { name: 'Following' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // The state is the server's: a fresh load still shows it.
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: 'Following' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  const editor = await (await browser.newContext()).newPage();
  await signInAsAdmin(editor);
  await addPriceAsAdmin(editor, { ...sevenMg, priceUsd: '100' });
  await addPriceAsAdmin(editor, { ...sevenMg, priceUsd: '85' });

  await page.goto('/notifications');
  await expect(page.getByText('BPC-157 7 mg at Swiss Chems dropped 15 % to $85.00.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unfollow this peptide' })).toBeVisible();

  const visitor = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const feed = await visitor.get('/peptide/bpc-157/prices.xml');
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
  expect(await feed.text()).toContain('BPC-157 7 mg at Swiss Chems: $100.00 → $85.00');
  await visitor.dispose();
});
