/**
 * The admin's forms used from the moment the page arrives, in a fresh phone-like tab, while the
 * app starts underneath: a moderation decision keeps its reason, and the editor screens keep every
 * field typed or picked and save it.
 */
import { randomBytes } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { signInAsAdmin } from './auth-helpers';
import { memberPage, submitDiscussion, toast } from './community-helpers';
import { expect, test } from './fixtures';
import * as touch from './first-touch-helpers';

test.use({ appUsedInTab: false });
// Each test first sets up members, posts and an admin: slow on a shared machine.
test.describe.configure({ timeout: 240_000 });

const hex = () => randomBytes(3).toString('hex');

/** A fresh, throttled tab signed in as the admin. */
async function adminTab(browser: Browser): Promise<Page> {
  const page = await touch.freshPage(browser);
  await signInAsAdmin(page);
  return page;
}

/** A pending discussion, its reason typed at once and its decision made after the start. */
async function decideAtOnce(browser: Browser, decision: 'Approve' | 'Reject') {
  const title = `Pending at once ${hex()}`;
  await submitDiscussion(await memberPage(browser), title, 'Is this stored cold?');
  const page = await adminTab(browser);
  const reasonText = `Checked by the first touch ${hex()}`;
  await touch.openAtOnce(page, '/admin');
  const item = page.getByRole('listitem').filter({ hasText: title });
  const reason = item.getByLabel(/^Reason/);
  await touch.typeAtOnce(reason, reasonText);
  await touch.appStarted(page);
  await expect(reason).toHaveValue(reasonText);
  const button = item.getByRole('button', { name: decision });
  await expect(button).toBeEnabled();
  await button.click();
  await expect(toast(page, decision === 'Approve' ? 'Approved' : 'Rejected')).toBeVisible({
    timeout: 20_000,
  });
  await expect(item).toHaveCount(0);
  // The audit trail keeps the reason as typed.
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: reasonText })).toBeVisible();
  return { page, title };
}

test('an approval with a reason typed at once keeps the reason and approves', async ({
  browser,
}) => {
  const { page, title } = await decideAtOnce(browser, 'Approve');
  await page.goto('/community/discussions');
  await expect(page.getByRole('link', { name: new RegExp(title) })).toBeVisible();
});

test('a rejection with a reason typed at once keeps the reason and rejects', async ({
  browser,
}) => {
  const { page, title } = await decideAtOnce(browser, 'Reject');
  await page.goto('/community/discussions');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(title);
});

test('a price typed and picked at once keeps every field and is added', async ({ browser }) => {
  const page = await adminTab(browser);
  const price = `${100 + randomBytes(1)[0]!}.25`;
  await touch.openAtOnce(page, '/admin/prices');
  const vendor = page.getByLabel('Vendor', { exact: true });
  await vendor.waitFor({ state: 'attached' });
  await vendor.selectOption('mile-high-compounds');
  const fields = {
    peptide: page.getByLabel('Peptide', { exact: true }),
    amount: page.getByLabel('Amount', { exact: true }),
    price: page.getByLabel('Price (USD)'),
    source: page.getByLabel('Source (web address)'),
  };
  await touch.typeAtOnce(fields.peptide, 'AOD 9604');
  await touch.typeAtOnce(fields.amount, '5');
  const unit = page.getByLabel('Unit', { exact: true });
  await unit.selectOption('mg');
  await touch.typeAtOnce(fields.price, price);
  await touch.typeAtOnce(fields.source, 'https://milehighcompounds.is/aod');
  await touch.appStarted(page);
  await expect(vendor).toHaveValue('mile-high-compounds');
  await expect(unit).toHaveValue('mg');
  await expect(fields.peptide).toHaveValue('AOD 9604');
  await expect(fields.amount).toHaveValue('5');
  await expect(fields.price).toHaveValue(price);
  await expect(fields.source).toHaveValue('https://milehighcompounds.is/aod');
  await page.getByRole('button', { name: 'Add price' }).click();
  await expect(page.getByRole('status')).toHaveText('Price added.', { timeout: 20_000 });
  await expect(page.getByRole('main')).toContainText(`$${price}`);
});

test('a lab result typed and picked at once keeps every field and is added', async ({
  browser,
}) => {
  const page = await adminTab(browser);
  await touch.openAtOnce(page, '/admin/lab-results');
  const vendor = page.getByLabel('Vendor', { exact: true });
  const grade = page.getByLabel('Grade', { exact: true });
  await vendor.waitFor({ state: 'attached' });
  await vendor.selectOption('mile-high-compounds');
  await grade.selectOption('B');
  const typed: [string, string][] = [
    ['Peptide', 'AOD 9604'],
    ['Lab', `Lab ${hex()}`],
    ['Purity (%)', '97.5'],
    ['Labelled amount (mg)', '5'],
    ['Measured amount (mg)', '4.9'],
  ];
  for (const [label, text] of typed) {
    await touch.typeAtOnce(page.getByLabel(label, { exact: true }), text);
  }
  // A date field takes its keys in the browser's own order (month, day, year).
  const retest = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
  const [year, month, day] = retest.split('-');
  await touch.typeAtOnce(page.getByLabel('Re-test due'), `${month}${day}${year}`);
  await touch.appStarted(page);
  await expect(vendor).toHaveValue('mile-high-compounds');
  await expect(grade).toHaveValue('B');
  for (const [label, text] of typed) {
    await expect(page.getByLabel(label, { exact: true })).toHaveValue(text);
  }
  await expect(page.getByLabel('Re-test due')).toHaveValue(retest);
  await page.getByRole('button', { name: 'Add lab result' }).click();
  await expect(page.getByRole('status')).toHaveText('Lab result added.', { timeout: 20_000 });
});

test('a vendor correction typed at once keeps the field and is saved', async ({ browser }) => {
  const page = await adminTab(browser);
  const city = `Denver ${hex()}`;
  await touch.openAtOnce(page, '/admin/vendors?vendor=mile-high-compounds');
  const cityField = page.getByLabel('City (optional)');
  await cityField.waitFor({ state: 'attached' });
  await cityField.selectText();
  await cityField.pressSequentially(city, { delay: touch.keyDelayMs });
  await touch.appStarted(page);
  await expect(cityField).toHaveValue(city);
  await page.getByRole('button', { name: 'Save correction' }).click();
  await expect(page.getByRole('status')).toHaveText('Vendor corrected.', { timeout: 20_000 });
  await page.goto('/vendors/mile-high-compounds');
  await expect(page.getByRole('main')).toContainText(`${city}, USA`);
});
