/**
 * Price alerts end to end, each tab a cold first visit: a member follows BPC-157 from its page,
 * a 15 % lower price is published (through the editors' price form, or by a check of the vendor's
 * feed), and the member finds the alert in /notifications; a visitor's Atom feed lists the change.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { startFixtureShop } from '../support/fixture-shop';
import { signIn, signInAsAdmin, signUp } from './auth-helpers';
import { addPriceAsAdmin, checkNewFeedAsAdmin } from './editorial-helpers';
import { expect, test, waitForHydration } from './fixtures';

const run = promisify(execFile);

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

/**
 * The same alert from a vendor's own shop: the member follows BPC-157, an admin gives Prime
 * Peptides a feed listing its 10 mg vial at the seeded $95.00 and confirms the match, the shop's
 * price drops 15 %, and the operator's round (`npm run prices:check`, through the running server
 * on the embedded database) publishes it. The alert and the visitor's Atom feed say so; the shop
 * saw our own User-Agent.
 */
test('a followed price that drops 15 % in the vendor feed alerts the member after a check', async ({
  browser,
  page,
  playwright,
}) => {
  test.slow(); // a member, an admin's three forms, a command and a visitor
  const shop = await startFixtureShop([{ id: 8101, title: 'BPC-157 10mg', price: 95 }]);
  try {
    const member = await signUp(page);
    await signIn(page, member);
    await page.goto('/peptide/bpc-157');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Follow prices' }).click();
    await expect(page.getByRole('button', { name: 'Following' })).toBeVisible();

    const editor = await (await browser.newContext()).newPage();
    await signInAsAdmin(editor);
    await checkNewFeedAsAdmin(
      editor,
      { slug: 'prime-peptides', name: 'Prime Peptides' },
      `${shop.origin}/products.json`,
    );
    await expect(editor.getByText('Checked: 1 item, 0 prices published.').first()).toBeVisible({
      timeout: 30_000,
    });
    const match = editor.getByRole('form', { name: 'Match BPC-157 10mg' });
    await expect(match.getByLabel('Peptide')).toHaveValue('BPC-157');
    await expect(match.getByLabel('Amount')).toHaveValue('10');
    await match.getByRole('button', { name: 'Confirm match' }).click();
    await expect(editor.getByText('Matched.').first()).toBeVisible();

    // An unchanged price only confirms the seeded one: nothing to hear of yet.
    await page.goto('/notifications');
    await expect(page.getByText(/BPC-157 10 mg at Prime Peptides/)).toHaveCount(0);

    shop.products[0]!.price = 80.75;
    expect(await pricesCheck('prime-peptides')).toBe('prime-peptides: 1 item, 1 price published');
    expect(shop.requests.every((request) => request.userAgent.includes('/methods#prices'))).toBe(
      true,
    );

    await page.goto('/notifications');
    await expect(
      page.getByText('BPC-157 10 mg at Prime Peptides dropped 15 % to $80.75.'),
    ).toBeVisible();
    const visitor = await playwright.request.newContext({
      baseURL: test.info().project.use.baseURL,
    });
    const feed = await visitor.get('/vendors/prime-peptides/prices.xml');
    expect(feed.status()).toBe(200);
    expect(await feed.text()).toContain('BPC-157 10 mg at Prime Peptides: $95.00 → $80.75');
    await visitor.dispose();
  } finally {
    await shop.close();
  }
});

/** `npm run prices:check <vendor>` as an operator runs it beside the server under test. */
async function pricesCheck(vendorSlug: string): Promise<string> {
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', 'scripts/prices-check.ts', vendorSlug],
    {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATA_DIR: process.env.E2E_DATA_DIR ?? '.tmp/e2e-data',
        PRICE_FEEDS_ALLOW_PRIVATE: '1',
        ...(process.env.DATABASE_URL
          ? { AUTH_SECRET: 'e2e-secret-e2e-secret-e2e-secret-0123' }
          : {}),
      },
      timeout: 60_000,
    },
  );
  return stdout.trim();
}
