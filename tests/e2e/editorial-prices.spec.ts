/**
 * Editors keep prices current: an admin adds a lower price, and the next anonymous
 * load of /compare-prices (the page cache, replaced by the 'editorial' content version) shows it
 * as the best value with the day it was seen. The change log names who made it.
 */
import { signInAsAdmin } from './auth-helpers';
import { expect, expectAccessible, test } from './fixtures';
import { addPriceAsAdmin } from './editorial-helpers';

const todayIso = () => new Date().toISOString().slice(0, 10);
/** '28 Nov 2026', as a price's age writes a day. */
const todayText = () => {
  const [year, month, day] = todayIso().split('-').map(Number);
  const months = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');
  return `${day} ${months[month! - 1]} ${year}`;
};

test('an admin adds a lower price; the next anonymous load shows it as best value, dated', async ({
  browser,
  page,
  playwright,
}) => {
  test.slow(); // two browsers, a sign-in and an accessibility scan on a shared 2-core machine
  type Price = { vendorSlug: string; peptide: string; amount: number; observedOn: string };
  const pricesOverNewConnections = async () => {
    const answers: Price[][] = [];
    for (let i = 0; i < 4; i++) {
      const fresh = await playwright.request.newContext({
        baseURL: test.info().project.use.baseURL,
      });
      answers.push(
        ((await (await fresh.get('/api/v1/prices')).json()) as { prices: Price[] }).prices,
      );
      await fresh.dispose();
    }
    return answers;
  };
  const visitor = await browser.newContext();
  const anonymous = await visitor.newPage();
  // Before the change (this page, with its query, is rendered for each request).
  await anonymous.goto('/compare-prices?peptide=pt-141');
  const before = anonymous.getByRole('region', { name: 'PT-141', exact: true });
  // Every seeded price is over 90 days old, so stale: none of them is the best value.
  await expect(before.locator('tbody tr').filter({ hasText: 'Best value' })).toHaveCount(0);
  await expect(before.locator('tbody tr').first()).toContainText('stale');

  await pricesOverNewConnections(); // each process keeps the answer from before the change

  await signInAsAdmin(page);
  await addPriceAsAdmin(page, {
    vendorSlug: 'swiss-chems',
    peptide: 'PT-141',
    amount: '10',
    unit: 'mg',
    priceUsd: '30',
    source: 'https://swisschems.is/pt-141',
  });
  await expectAccessible(page);

  await anonymous.goto('/compare-prices?peptide=pt-141');
  const table = anonymous.getByRole('region', { name: 'PT-141', exact: true });
  const best = table.locator('tbody tr').filter({ hasText: 'Best value' });
  await expect(best).toHaveCount(1);
  await expect(best).toContainText('Swiss Chems');
  await expect(best).toContainText('$3.00');
  await expect(best).toContainText(`checked ${todayText()}`);
  await expect(best.locator('time')).toHaveAttribute('datetime', todayIso());
  await visitor.close();

  // Every server process (one per core, decision 0028) keeps its own copy of the open data
  // answer, and each new connection may reach another: all of them have the new price.
  for (const [i, answer] of (await pricesOverNewConnections()).entries()) {
    const seen = answer.find(
      (price) =>
        price.vendorSlug === 'swiss-chems' && price.peptide === 'PT-141' && price.amount === 10,
    );
    expect(seen?.observedOn, `connection ${i + 1}`).toBe(todayIso());
  }

  await page.goto('/admin/editorial-log');
  // Other specs add prices too: this one's entry, with the editor who made it.
  const entry = page
    .getByRole('row')
    .filter({ hasText: 'Price added' })
    .filter({ hasText: 'PT-141 10mg at $30.00' });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('@');
  // On a phone the log, with its dates, names and summaries, never makes the page scroll sideways.
  await page.setViewportSize({ width: 360, height: 800 });
  await page.reload();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
});

test('a visitor cannot open the editor screens', async ({ page }) => {
  for (const path of [
    '/admin/prices',
    '/admin/lab-results',
    '/admin/vendors',
    '/admin/editorial-log',
  ]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/auth\?redirectTo=/);
  }
});
