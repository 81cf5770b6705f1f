/**
 * A member owns their account: they download their data from Profile Settings, then
 * delete the account with their password; signing in then fails, and the same e-mail can sign
 * up again. Without JavaScript too: both are a plain link and a plain form.
 */
import { readFile } from 'node:fs/promises';
import { newUser, signInWithForm, signUp } from './auth-helpers';
import { memberPage, toast } from './community-helpers';
import { expect, expectAccessible, test } from './fixtures';

test('download my data, delete my account, then the e-mail is free again', async ({
  browser,
  page,
}) => {
  test.slow(); // two sign-ups, a sign-in and three password checks on a shared 2-core machine
  const member = newUser({ displayName: 'Dana Leaving' });
  const memberTab = await memberPage(browser, member);
  await memberTab.goto('/profile');
  await expectAccessible(memberTab);

  const [download] = await Promise.all([
    memberTab.waitForEvent('download'),
    memberTab.getByRole('link', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^peptidia-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(await readFile((await download.path())!, 'utf8'));
  expect(exported.account).toMatchObject({ email: member.email, displayName: 'Dana Leaving' });

  const yourData = memberTab.getByRole('region', { name: 'Your Data' });
  await yourData.getByLabel('Your password').fill('not-my-password');
  await yourData.getByRole('button', { name: 'Delete my account' }).click();
  await expect(yourData.getByText('Password is incorrect')).toBeVisible();
  await yourData.getByLabel('Your password').fill(member.password);
  await yourData.getByRole('button', { name: 'Delete my account' }).click();
  await expect(memberTab).toHaveURL(/\/(\?toast=account-deleted)?$/);
  await expect(toast(memberTab, 'Account deleted')).toBeVisible();
  await memberTab.goto('/profile');
  await expect(memberTab).toHaveURL(/\/auth\?redirectTo=%2Fprofile$/);

  await page.goto('/auth');
  await signInWithForm(page, { identifier: member.email, password: member.password });
  await expect(page.getByText('Invalid login credentials')).toBeVisible();
  // The same e-mail and username sign up again.
  await signUp(page, member);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the account is deleted through the plain form', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const tab = await context.newPage();
    const member = await signUp(tab);
    await tab.goto('/auth');
    await signInWithForm(tab, { identifier: member.email, password: member.password });
    await tab.goto('/profile');
    const yourData = tab.getByRole('region', { name: 'Your Data' });
    await expect(yourData.getByRole('link', { name: 'Download my data' })).toHaveAttribute(
      'href',
      '/profile/my-data.json',
    );
    await yourData.getByLabel('Your password').fill(member.password);
    await yourData.getByRole('button', { name: 'Delete my account' }).click();
    await expect(tab).toHaveURL(/\/\?toast=account-deleted$/);
    await tab.goto('/profile');
    await expect(tab).toHaveURL(/\/auth\?redirectTo=%2Fprofile$/);
  });
});
