/**
 * Prices that tell the truth: a peptide page lists the price data's
 * real offers with their day (stale after 90 days) and labels the rule's prices "estimate"; the
 * calculator's cost works without JavaScript and says when no price is current; after an admin
 * adds a fresh price, the next anonymous load of the peptide page costs the protocol with it.
 */
import { signInAsAdmin } from './auth-helpers';
import { expect, expectAccessible, test } from './fixtures';
import { addPriceAsAdmin } from './editorial-helpers';

const todayIso = () => new Date().toISOString().slice(0, 10);

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a peptide page shows the real offer with its day and labels estimates', async ({
    page,
  }) => {
    await page.goto('/peptide/bpc-157');
    const vendors = page.getByRole('region', { name: 'Vendors', exact: true });
    const purified = vendors.getByRole('listitem').filter({ hasText: 'Purified Aminos' }).first();
    await expect(purified).toContainText('5 mg $32');
    await expect(purified).toContainText('checked 1 Jul 2025');
    await expect(purified).toContainText('stale');
    await expect(vendors).not.toContainText('$53');
    await expect(vendors.getByText('estimate', { exact: true })).toHaveCount(0);

    await page.goto('/peptide/sermorelin');
    const estimated = page.getByRole('region', { name: 'Vendors', exact: true });
    await expect(estimated.getByText('estimate', { exact: true })).toHaveCount(3);
    await expect(page.getByRole('region', { name: 'Quick Reference' })).toContainText('Jul 2025');
  });

  test('the calculator costs a protocol and says no price is current', async ({ page }) => {
    await page.goto('/dosage-calculator');
    const cost = page.getByRole('region', { name: 'What a protocol costs' });
    await cost.getByLabel('Peptide').selectOption({ label: 'BPC-157' });
    await cost.getByLabel('Dose (mcg)', { exact: true }).fill('250');
    await cost.getByLabel('Doses a week (1-7)').fill('7');
    await cost.getByLabel('Cycle length (weeks)').fill('4');
    await cost.getByRole('button', { name: 'Cost it' }).click();
    await expect(page).toHaveURL(/cost-peptide=bpc-157&cost-dose=250&cost-per-week=7/);
    const after = page.getByRole('region', { name: 'What a protocol costs' });
    await expect(after).toContainText('No current price: no BPC-157 price has been seen');
    await expect(after).toContainText('Newest price on record (stale)');
    await expect(after.locator('time')).toHaveAttribute('datetime', '2025-07-01');
    await expect(after).not.toContainText('Cheapest current');

    // Calculate (the reconstitution form, a GET form too) keeps the cost form's choices.
    await page.getByLabel('Peptide amount in the vial').fill('5');
    await page.getByLabel('Bacteriostatic water added (ml)').fill('2');
    await page.getByLabel('Desired dose (mcg)').fill('250');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect(page).toHaveURL(/amount=5/);
    await expect(page).toHaveURL(/cost-peptide=bpc-157&cost-dose=250&cost-per-week=7&cost-weeks=4/);
    await expect(page.getByRole('region', { name: 'What a protocol costs' })).toContainText(
      'Newest price on record (stale)',
    );

    const again = page.getByRole('region', { name: 'What a protocol costs' });
    await again.getByLabel('Dose (mcg)', { exact: true }).fill('a lot');
    await again.getByRole('button', { name: 'Cost it' }).click();
    await expect(page.getByLabel('Dose (mcg)', { exact: true })).toHaveAccessibleDescription(
      'Dose: enter the dose in mcg, a number such as 250.',
    );
  });
});

// The scanner runs in the page, so it needs JavaScript: the same server-rendered answer.
test('the cost section, with a field error and a stale price, has no serious violations', async ({
  page,
}) => {
  await page.goto(
    '/dosage-calculator?cost-peptide=bpc-157&cost-dose=a+lot&cost-per-week=7&cost-weeks=4',
  );
  await expect(page.locator('#cost-dose-error')).toBeVisible();
  await page.goto(
    '/dosage-calculator?cost-peptide=bpc-157&cost-dose=250&cost-per-week=7&cost-weeks=4',
  );
  await expect(page.locator('#protocol-cost')).toContainText('Newest price on record (stale)');
  await expectAccessible(page);
});

test('after an admin adds a fresh price, the peptide page costs the protocol with it', async ({
  browser,
  page,
}) => {
  test.slow(); // two browsers and a sign-in on a shared 2-core machine
  // TB-500, so the BPC-157 pages other specs read keep their seeded prices.
  const costPath = '/peptide/tb-500?cost-dose=250&cost-per-week=7&cost-weeks=4';
  const visitor = await browser.newContext();
  const anonymous = await visitor.newPage();
  // Loaded once before the change, so the page cache holds the stale figures.
  await anonymous.goto('/peptide/tb-500');
  await anonymous.goto(costPath);
  await expect(anonymous.locator('#protocol-cost')).toContainText('No current price');

  await signInAsAdmin(page);
  await addPriceAsAdmin(page, {
    vendorSlug: 'purified-aminos',
    peptide: 'TB-500',
    amount: '5',
    unit: 'mg',
    priceUsd: '25',
    source: 'https://purifiedaminos.com/tb-500',
  });

  await anonymous.goto(costPath);
  const cost = anonymous.locator('#protocol-cost');
  const cheapest = cost.locator('div').filter({ hasText: 'Cheapest current TB-500 offer' }).last();
  // 28 doses of 250 mcg: 2 vials of 5 mg at $25, $1.25 a dose.
  await expect(cheapest).toContainText('$1.25 a dose, $12.50 a week, $50.00 a cycle');
  await expect(cheapest).toContainText('2 vials of 5 mg at $25.00 from Purified Aminos');
  await expect(cheapest.locator('time')).toHaveAttribute('datetime', todayIso());
  await expect(cheapest.getByRole('link', { name: 'source' })).toHaveAttribute(
    'href',
    'https://purifiedaminos.com/tb-500',
  );
  // The bare page, kept before the change, now lists the fresh offer without "stale".
  await anonymous.goto('/peptide/tb-500');
  const vendors = anonymous.getByRole('region', { name: 'Vendors', exact: true });
  const offer = vendors.locator('li li').filter({ hasText: '5 mg $25' });
  await expect(offer).toHaveCount(1);
  await expect(offer).not.toContainText('stale');
  await expect(offer.locator('time')).toHaveAttribute('datetime', todayIso());
  await visitor.close();
});
