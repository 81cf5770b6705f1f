/**
 * Fair prices: an admin adds a lab result with purity and measured content;
 * the vendor page then shows the price per mg of active peptide beside the plain figure, saying
 * which figures it used, and offers without a fresh result keep "no recent lab result".
 */
import { formatCalendarDay } from '../../app/utils/calendar-day';
import { signInAsAdmin } from './auth-helpers';
import { expect, test } from './fixtures';

test('the vendor page shows the adjusted $/mg after an admin adds a lab result', async ({
  browser,
  page,
}) => {
  test.slow(); // a sign-in and two browsers on a shared 2-core machine
  const visitor = await browser.newContext();
  const anonymous = await visitor.newPage();
  await anonymous.goto('/vendors/peptide-sciences');
  const offers = anonymous.getByRole('region', { name: 'Prices per mg and history' });
  const bpc = offers.getByRole('row', { name: /^BPC-157 5mg/ });
  await expect(bpc).toContainText('$9.60/mg');
  await expect(bpc).toContainText('no recent lab result');

  await signInAsAdmin(page);
  await page.goto('/admin/lab-results');
  await page.getByLabel('Vendor', { exact: true }).selectOption('peptide-sciences');
  await page.getByLabel('Peptide', { exact: true }).fill('BPC-157');
  await page.getByLabel('Lab', { exact: true }).fill('Janoshik Analytical');
  // A test a month ago, re-test in two years: fresh whatever the day the suite runs.
  const testedOn = new Date(Date.now() - 30 * 86_400_000);
  const retestOn = new Date(testedOn.getTime() + 2 * 365 * 86_400_000);
  await page.getByLabel('Tested on').fill(testedOn.toISOString().slice(0, 10));
  await page.getByLabel('Re-test due').fill(retestOn.toISOString().slice(0, 10));
  await page.getByLabel('Grade', { exact: true }).selectOption('A');
  await page.getByLabel('Tests behind the grade').fill('4');
  await page.getByLabel('Purity (%)').fill('98.1');
  await page.getByLabel('Labelled amount (mg)').fill('5');
  await page.getByLabel('Measured amount (mg)').fill('4.85');
  await page.getByRole('button', { name: 'Add lab result' }).click();
  await expect(page.getByRole('status')).toHaveText('Lab result added.');

  await anonymous.goto('/vendors/peptide-sciences');
  // $48 for 5 mg: 5 × 4.85/5 × 0.981 = 4.758 mg of peptide, so $10.09 per active mg.
  await expect(bpc).toContainText('$9.60/mg');
  await expect(bpc).toContainText(
    `$10.09 per active mg, adjusted for 98.1% purity and 4.85 of 5 mg measured, tested ${formatCalendarDay(testedOn.toISOString().slice(0, 10))}`,
  );
  // A blend is not BPC-157 alone: the result does not adjust it.
  await expect(offers.getByRole('row', { name: /BPC-157 \/ TB-500 Blend/ })).not.toContainText(
    'per active mg',
  );
  await visitor.close();
});
