/**
 * The audit trail on the admin dashboard: a decision with its reason shows who took
 * it and why, and the filter (a plain GET form) narrows the list.
 */
import { randomBytes } from 'node:crypto';
import { signInAsAdmin } from './auth-helpers';
import { memberPage, submitDiscussion, toast } from './community-helpers';
import { expect, test, waitForHydration } from './fixtures';

test('a rejection with a reason shows in the audit trail, and the filter finds it', async ({
  browser,
}) => {
  test.slow(); // a member and an admin
  const title = `Audit ${randomBytes(3).toString('hex')}`;
  await submitDiscussion(await memberPage(browser), title, 'Buy my peptides here.');
  const admin = await (await browser.newContext()).newPage();
  await signInAsAdmin(admin);
  await admin.goto('/admin');
  await waitForHydration(admin);
  const item = admin.getByRole('listitem').filter({ hasText: title });
  await item.getByLabel(/^Reason/).fill('Advertising');
  await item.getByRole('button', { name: 'Reject' }).click();
  await expect(toast(admin, 'Rejected')).toBeVisible();

  await admin.goto('/admin?action=reject#audit-trail');
  const trail = admin.getByRole('region', { name: 'Audit trail' });
  const row = trail.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Rejected');
  await expect(row).toContainText('Advertising');
  await expect(row).toContainText('@e2e_admin');
  await trail.getByLabel('Action').selectOption('pin');
  await trail.getByRole('button', { name: 'Show' }).click();
  await expect(admin).toHaveURL(/action=pin/);
  await expect(trail.getByRole('row').filter({ hasText: title })).toHaveCount(0);
});
