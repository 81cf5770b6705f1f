/**
 * The tools used from the moment the page arrives, in a fresh phone-like tab, while the app starts
 * underneath: the planner, the peptide and vendor searches and the contact form keep every key
 * typed, the app computes or filters from it, and the form goes through.
 */
import { randomBytes } from 'node:crypto';
import { expect, test } from './fixtures';
import * as touch from './first-touch-helpers';

test.use({ appUsedInTab: false });
test.slow();

test('the protocol planner typed at once keeps its fields and plans from them', async ({
  browser,
}) => {
  const page = await touch.freshPage(browser);
  await touch.openAtOnce(page, '/dosage-calculator/planner');
  const name = page.getByLabel('Peptide 1 name');
  const amount = page.getByLabel('Amount (mg)').first();
  const water = page.getByLabel('Water added (ml)');
  const dose = page.getByLabel('Dose (mcg)', { exact: true });
  await touch.typeAtOnce(name, 'BPC-157');
  await touch.typeAtOnce(amount, '5');
  await touch.typeAtOnce(water, '2');
  await touch.typeAtOnce(dose, '250');
  const weeks = page.getByLabel('Cycle length (weeks)');
  await touch.typeAtOnce(weeks, '4');
  const start = page.getByLabel('Start date');
  await touch.pickDateAtOnce(start, '2026-12-07');
  await touch.appStarted(page);
  await expect(start).toHaveValue('2026-12-07');
  await expect(weeks).toHaveValue('4');
  await expect(name).toHaveValue('BPC-157');
  await expect(amount).toHaveValue('5');
  await expect(water).toHaveValue('2');
  await expect(dose).toHaveValue('250');
  await expect(start).toBeFocused();
  const log = page.getByRole('region', { name: 'Printable log', exact: true });
  await expect(
    page.getByRole('img', { name: 'U-100 syringe filled to 10 units (0.100 ml)' }),
  ).toBeVisible();
  await expect(log.getByRole('heading', { name: 'BPC-157 log: December 2026' })).toBeVisible();
  await expect(page).toHaveURL(/name1=BPC-157&amount1=5.*water=2.*dose=250.*start=2026-12-07/);
  // The plan's link reproduces it.
  await page.goto(page.url());
  await expect(
    page.getByRole('img', { name: 'U-100 syringe filled to 10 units (0.100 ml)' }),
  ).toBeVisible();
  await expect(log.getByRole('heading', { name: 'BPC-157 log: December 2026' })).toBeVisible();
});

test('a start date picked first, before the app starts, is where the plan starts', async ({
  browser,
}) => {
  const page = await touch.freshPage(browser);
  await touch.openAtOnce(page, '/dosage-calculator/planner');
  const start = page.getByLabel('Start date');
  await touch.pickDateAtOnce(start, '2027-03-01');
  await touch.typeAtOnce(page.getByLabel('Peptide 1 name'), 'BPC-157');
  await touch.typeAtOnce(page.getByLabel('Amount (mg)').first(), '5');
  await touch.typeAtOnce(page.getByLabel('Water added (ml)'), '2');
  await touch.typeAtOnce(page.getByLabel('Dose (mcg)', { exact: true }), '250');
  await touch.typeAtOnce(page.getByLabel('Cycle length (weeks)'), '4');
  await touch.appStarted(page);
  await expect(start).toHaveValue('2027-03-01');
  await expect(page).toHaveURL(/start=2027-03-01/);
  const log = page.getByRole('region', { name: 'Printable log', exact: true });
  await expect(log.getByRole('heading', { name: 'BPC-157 log: March 2027' })).toBeVisible();
});

test('the peptide search typed at once keeps its text and filters', async ({ browser }) => {
  const page = await touch.freshPage(browser);
  await touch.openAtOnce(page, '/peptides');
  const search = page.getByRole('searchbox', { name: 'Search peptides' });
  await touch.typeAtOnce(search, 'semaglutide');
  await touch.appStarted(page);
  await expect(search).toHaveValue('semaglutide');
  await expect(search).toBeFocused();
  const results = page.getByRole('region', { name: 'Search Results' });
  await expect(results.getByRole('heading', { level: 3 }).first()).toHaveText('Semaglutide');
  await expect(results.getByRole('status')).toHaveText(/^\d+ of \d+ peptides$/);
  await expect(page).toHaveURL(/\/peptides\?q=semaglutide$/);
  // The app follows the field: one more key changes the results.
  await search.press('x');
  await expect(page.getByText('No peptides found matching your search.')).toBeVisible();
});

test('the vendor search typed at once keeps its text and filters', async ({ browser }) => {
  const page = await touch.freshPage(browser);
  await touch.openAtOnce(page, '/vendors');
  const search = page.getByRole('searchbox', { name: 'Search', exact: true });
  await touch.typeAtOnce(search, 'aminos');
  await touch.appStarted(page);
  await expect(search).toHaveValue('aminos');
  await expect(search).toBeFocused();
  await expect(page).toHaveURL(/\/vendors\?q=aminos$/);
  await expect(page.getByText(/^Showing 2 of \d+ vendors$/)).toBeVisible();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(2);
  await search.press('z');
  await expect(page.getByText('No vendors found matching your criteria.')).toBeVisible();
});

test('the contact form typed at once keeps its fields and sends', async ({ browser }) => {
  const page = await touch.freshPage(browser);
  const message = `Note ${randomBytes(4).toString('hex')}: a typo on the TB-500 page.`;
  await touch.openAtOnce(page, '/contact');
  const name = page.getByLabel('Your name (optional)');
  const email = page.getByLabel(/^Your e-mail/);
  const text = page.getByLabel('Message');
  await touch.typeAtOnce(name, 'Ada');
  await touch.typeAtOnce(email, 'ada@e2e.test');
  await touch.typeAtOnce(text, message);
  await touch.appStarted(page);
  await expect(name).toHaveValue('Ada');
  await expect(email).toHaveValue('ada@e2e.test');
  await expect(text).toHaveValue(message);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Message sent' })).toBeVisible({
    timeout: 20_000,
  });
});
