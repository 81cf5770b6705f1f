/**
 * Editors keep prices current (issue 14): an admin adds a lower price, and the next anonymous
 * load of /compare-prices (the page cache, replaced by the 'editorial' content version) shows it
 * as the best value with the day it was seen. The change log names who made it.
 */
import { signInAsAdmin } from './auth-helpers';
import { expect, expectAccessible, test } from './fixtures';
import { addPriceAsAdmin } from './editorial-helpers';

const todayIso = () => new Date().toISOString().slice(0, 10);
const todayText = () =>
  new Date().toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

test('an admin adds a lower price; the next anonymous load shows it as best value, dated', async ({
  browser,
  page,
}) => {
  test.slow(); // two browsers, a sign-in and an accessibility scan on a shared 2-core machine
  const visitor = await browser.newContext();
  const anonymous = await visitor.newPage();
  // Loaded once before the change, so the page cache holds the old table.
  await anonymous.goto('/compare-prices?peptide=mots-c');
  const before = anonymous.getByRole('region', { name: 'MOTS-C', exact: true });
  // Every seeded price is over 90 days old, so stale: none of them is the best value.
  await expect(before.locator('tbody tr').filter({ hasText: 'Best value' })).toHaveCount(0);
  await expect(before.locator('tbody tr').first()).toContainText('stale');

  await signInAsAdmin(page);
  await addPriceAsAdmin(page, {
    vendorSlug: 'swiss-chems',
    peptide: 'MOTS-C',
    amount: '10',
    unit: 'mg',
    priceUsd: '30',
    source: 'https://swisschems.is/mots-c',
  });
  await expectAccessible(page);

  await anonymous.goto('/compare-prices?peptide=mots-c');
  const table = anonymous.getByRole('region', { name: 'MOTS-C', exact: true });
  const best = table.locator('tbody tr').filter({ hasText: 'Best value' });
  await expect(best).toHaveCount(1);
  await expect(best).toContainText('Swiss Chems');
  await expect(best).toContainText('$3.00');
  await expect(best).toContainText(`seen ${todayText()}`);
  await expect(best.locator('time')).toHaveAttribute('datetime', todayIso());
  await visitor.close();

  // Each new connection may reach another server process (one per core, decision 0028): every
  // one of them already shows the new price, none serves its older kept page.
  for (let i = 0; i < 4; i++) {
    const fresh = await browser.newContext({ javaScriptEnabled: false });
    const again = await fresh.newPage();
    await again.goto('/compare-prices?peptide=mots-c');
    const row = again
      .getByRole('region', { name: 'MOTS-C', exact: true })
      .locator('tbody tr')
      .filter({ hasText: 'Best value' });
    await expect(row, `connection ${i + 1}`).toContainText(`seen ${todayText()}`);
    await fresh.close();
  }

  await page.goto('/admin/editorial-log');
  const entry = page.getByRole('row').filter({ hasText: 'Price added' });
  await expect(entry.first()).toContainText('MOTS-C 10mg at $30.00');
  await expect(entry.first()).toContainText('@');
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
