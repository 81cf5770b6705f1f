/**
 * Protocol planner (/dosage-calculator/planner): fill a plan, its link reproduces it,
 * the print view is the log; with JavaScript on (live) and off (GET form, server render).
 */
import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test, waitForHydration } from './fixtures';

const plannerPath = '/dosage-calculator/planner';

async function fillPlan(page: Page) {
  await page.getByLabel('Peptide 1 name').fill('BPC-157');
  await page.getByLabel('Amount (mg)').first().fill('5');
  await page.getByLabel('Peptide 2 name').fill('TB-500');
  await page.getByLabel('Amount (mg)').nth(1).fill('5');
  await page.getByLabel('Water added (ml)').fill('2');
  await page.getByLabel('Dose (mcg)', { exact: true }).fill('250');
  await page.getByRole('radio', { name: 'Times a week' }).check();
  await page.getByLabel('How many times a week').fill('2');
  await page.getByLabel('Cycle length (weeks)').fill('12');
  await page.getByLabel('Step 1: from week').fill('5');
  await page.getByLabel('Step 1: dose (mcg)').fill('500');
  await page.getByLabel('Start date').fill('2026-12-07');
  await page.getByLabel('Time of day').fill('08:00');
  await page.getByLabel('Price data for').selectOption({ label: 'BPC-157 / TB-500 Blend' });
}

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

const figure = (panel: Locator, label: string) =>
  panel.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd[1]');

async function expectPlanShown(page: Page) {
  const blend = region(page, 'Blend and volume to draw');
  await expect(figure(blend, 'Volume to draw')).toHaveText('0.100 ml');
  await expect(figure(blend, 'U-100 syringe')).toHaveText('10 units');
  await expect(figure(blend, 'Ratio in the vial')).toHaveText('1 : 1');
  await expect(blend.getByRole('row', { name: /TB-500 5 mg 2,500 mcg\/ml 250 mcg/ })).toBeVisible();
  await expect(
    page.getByRole('img', { name: 'U-100 syringe filled to 10 units (0.100 ml)' }),
  ).toBeVisible();
  await expect(
    region(page, 'Water for round units').getByRole('row', { name: /2 ml 10 units Easy/ }),
  ).toBeVisible();
  const cycle = region(page, 'Cycle schedule');
  await expect(cycle.getByText('Total for the cycle: 10 mg')).toBeVisible();
  await expect(cycle.getByText('Doses remain after 28 days')).toBeVisible();
  // Every seeded price was seen on 2025-07-01, over 90 days ago: no cost, the newest as stale.
  const cost = region(page, 'Cost');
  await expect(cost).toContainText('No current price: no BPC-157 / TB-500 Blend price');
  await expect(cost).toContainText('Newest price on record (stale)');
  await expect(cost.locator('time')).toHaveAttribute('datetime', '2025-07-01');
  await expect(cost).not.toContainText('a week');
  const log = region(page, 'Printable log');
  await expect(log.getByRole('heading', { name: 'BPC-157 log: December 2026' })).toBeVisible();
  await expect(log.getByRole('row').nth(1)).toHaveText(
    /Mon 7 Dec\s*08:00\s*250 mcg\s*10\s*Abdomen/,
  );
}

async function expectPrintShowsLogOnly(page: Page) {
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('table').filter({ hasText: 'Mon 7 Dec' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'BPC-157 log: February 2027' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Update plan' })).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
  // Each printed month carries the statement too.
  await expect(page.getByText(/^Research calculation, not dosing advice: the planner/)).toHaveCount(
    3,
  );
  await expect(
    page.getByText(/^Research calculation, not dosing advice: the planner/).first(),
  ).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
}

test('with JavaScript: the plan follows the fields, its link reproduces it, print shows the log', async ({
  page,
}) => {
  await page.goto(plannerPath);
  await waitForHydration(page);
  await expect(
    page.getByRole('heading', { name: 'Research calculation, not dosing advice' }),
  ).toHaveCount(0);
  await expect(page.getByText('Research calculation, not dosing advice').first()).toBeVisible();
  await fillPlan(page);
  await expectPlanShown(page);
  await expect(page).toHaveURL(/amount2=5.*step1dose=500.*product=bpc-157-tb-500-blend/);
  const link = page.url();
  await page.goto('about:blank');
  await page.goto(link);
  await waitForHydration(page);
  await expect(page.getByLabel('Peptide 2 name')).toHaveValue('TB-500');
  await expectPlanShown(page);
  await expect(page.getByRole('button', { name: 'Print the log' })).toBeVisible();
  await expectPrintShowsLogOnly(page);
  await expectAccessible(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('Update plan submits the form and the server renders the plan and its log', async ({
    page,
  }) => {
    await page.goto(plannerPath);
    await fillPlan(page);
    await page.getByRole('button', { name: 'Update plan' }).click();
    await expect(page).toHaveURL(/\?name1=BPC-157&amount1=5&name2=TB-500/);
    await expectPlanShown(page);
    await page.reload();
    await expect(page.getByLabel('Step 1: dose (mcg)')).toHaveValue('500');
    await expectPlanShown(page);
    await expectPrintShowsLogOnly(page);
  });

  test('twice a day: the schedule, vials and log count both doses of each day', async ({
    page,
  }) => {
    const once = `${plannerPath}?name1=BPC-157&amount1=5&water=2&dose=250&freq=daily&weeks=2&start=2026-12-07&time=08:00`;
    await page.goto(once);
    const cycle = region(page, 'Cycle schedule');
    await expect(cycle).toContainText('Total for the cycle: 3.5 mg (3,500 mcg) in 14 doses.');
    await page.getByLabel('Doses a day').fill('2');
    await page.getByRole('button', { name: 'Update plan' }).click();
    await expect(page).toHaveURL(/perday=2/);
    await expect(cycle).toContainText('Total for the cycle: 7 mg (7,000 mcg) in 28 doses.');
    await expect(cycle.getByRole('row', { name: /^1 250 mcg 14 3,500 mcg$/ })).toBeVisible();
    const rows = region(page, 'Printable log').getByRole('row');
    await expect(rows.nth(1)).toHaveText(/Mon 7 Dec\s*08:00\s*250 mcg\s*10\s*Abdomen/);
    await expect(rows.nth(2)).toHaveText(/Mon 7 Dec\s*dose 2\s*250 mcg\s*10\s*Thigh/);
    await page.goto(`${once}&perday=5`);
    await expect(page.getByLabel('Doses a day')).toHaveAttribute('aria-invalid', 'true');
    await expect(cycle).toContainText('in 14 doses.');
  });

  test('bad values in a link are named on the page, never a server error', async ({ page }) => {
    const response = await page.goto(
      `${plannerPath}?amount1=abc&water=0&dose=250&weeks=99&start=2026-02-30&dosed=7&freq=x&product=nope`,
    );
    expect(response?.status()).toBe(200);
    const summary = page.getByText('Some values could not be used').locator('..');
    await expect(summary).toContainText('Peptide 1 amount: "abc" is not a number');
    await expect(summary).toContainText('Water: "0" is not a number');
    await expect(summary).toContainText('Cycle length: 99 weeks is outside the range');
    await expect(summary).toContainText('Start date: "2026-02-30" is not a date');
    await expect(page.getByLabel('Water added (ml)')).toHaveAttribute('aria-invalid', 'true');
    await expect(region(page, 'Blend and volume to draw')).toContainText('Enter the amount');
  });
});

test('the calculator links to the planner and promises nothing already built', async ({ page }) => {
  await page.goto('/dosage-calculator');
  const comingSoon = region(page, 'Coming soon');
  await expect(comingSoon.getByRole('listitem')).toHaveCount(0);
  await comingSoon.getByRole('link', { name: 'protocol planner' }).click();
  await expect(page).toHaveURL(plannerPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Protocol Planner' })).toBeVisible();
  // The error state is accessible too: messages under the fields, the fields marked invalid.
  await page.goto(`${plannerPath}?amount1=abc&water=0&weeks=99`);
  await expect(page.getByText('Some values could not be used')).toBeVisible();
  await expectAccessible(page);
});
