/**
 * The account forms used from the moment the page arrives, in a fresh phone-like tab, while the
 * app starts underneath: sign-up, the reset request and the forms of Profile Settings keep every
 * key typed (over what the server filled in, too) and go through.
 */
import { randomBytes } from 'node:crypto';
import type { Locator } from '@playwright/test';
import { newUser, readResetLink } from './auth-helpers';
import { toast } from './community-helpers';
import { expect, test, waitForHydration } from './fixtures';
import * as touch from './first-touch-helpers';

test.use({ appUsedInTab: false });
test.slow();

/** Replaces what the server filled a field with, typed as soon as the field is there. */
async function retypeAtOnce(field: Locator, text: string) {
  await field.waitFor({ state: 'attached' });
  await field.selectText();
  await field.pressSequentially(text, { delay: touch.keyDelayMs });
}

test('the sign-up form typed at once keeps its fields and creates the account', async ({
  browser,
}) => {
  const user = newUser();
  const page = await touch.freshPage(browser);
  await touch.openAtOnce(page, '/auth?tab=sign-up');
  const fields = {
    username: page.getByLabel('Username'),
    displayName: page.getByLabel('Display Name'),
    email: page.getByLabel('Email'),
    password: page.getByLabel('Password', { exact: true }),
  };
  for (const [key, field] of Object.entries(fields)) {
    await touch.typeAtOnce(field, user[key as keyof typeof fields]);
  }
  await touch.appStarted(page);
  for (const [key, field] of Object.entries(fields)) {
    await expect(field).toHaveValue(user[key as keyof typeof fields]);
  }
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(toast(page, 'Account created successfully')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
});

test('the reset request typed at once keeps its address and sends the link', async ({
  browser,
}) => {
  const member = await touch.newMember(browser);
  const page = await touch.freshPage(browser);
  await touch.openAtOnce(page, '/auth?tab=reset');
  const email = page.getByLabel('Email');
  await touch.typeAtOnce(email, member.email);
  await touch.appStarted(page);
  await expect(email).toHaveValue(member.email);
  await expect(email).toBeFocused();
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(toast(page, 'Password reset email sent')).toBeVisible({ timeout: 20_000 });
});

test('the new password typed at once from the mailed link keeps both fields and is set', async ({
  browser,
}) => {
  const member = await touch.newMember(browser);
  const asking = await (await browser.newContext()).newPage();
  await asking.goto('/auth?tab=reset');
  await waitForHydration(asking);
  await asking.getByLabel('Email').fill(member.email);
  await asking.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(toast(asking, 'Password reset email sent')).toBeVisible();
  const { link } = await readResetLink(member.email);
  const page = await touch.freshPage(browser);
  await touch.openAtOnce(page, link);
  const password = page.getByLabel('New Password', { exact: true });
  const confirm = page.getByLabel('Confirm New Password');
  await touch.typeAtOnce(password, 'first-touch-pass');
  await touch.typeAtOnce(confirm, 'first-touch-pass');
  await touch.appStarted(page);
  await expect(password).toHaveValue('first-touch-pass');
  await expect(confirm).toHaveValue('first-touch-pass');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page).toHaveURL(/\/community$/, { timeout: 20_000 });
  await expect(page.getByText('Password updated successfully')).toBeVisible();
});

test('the profile details retyped at once keep every key and are saved', async ({ browser }) => {
  const member = await touch.newMember(browser);
  const page = await touch.freshPage(browser, member);
  const displayName = `Researcher ${randomBytes(3).toString('hex')}`;
  const username = `ft_${randomBytes(5).toString('hex')}`;
  await touch.openAtOnce(page, '/profile');
  const nameField = page.getByLabel('Display Name');
  const usernameField = page.getByLabel('Username');
  await retypeAtOnce(nameField, displayName);
  await retypeAtOnce(usernameField, username);
  await touch.appStarted(page);
  await expect(nameField).toHaveValue(displayName);
  await expect(usernameField).toHaveValue(username);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Profile updated')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByLabel(`Account menu for ${displayName}`)).toBeVisible();
  await expect(usernameField).toHaveValue(username);
});

test('the e-mail change typed at once keeps its fields and sends the link', async ({ browser }) => {
  const member = await touch.newMember(browser);
  const page = await touch.freshPage(browser, member);
  const newEmail = `ft-${randomBytes(5).toString('hex')}@e2e.test`;
  await touch.openAtOnce(page, '/profile');
  const email = page.getByLabel('New e-mail address');
  const password = page.getByLabel('Password', { exact: true });
  await touch.typeAtOnce(email, newEmail);
  await touch.typeAtOnce(password, member.password);
  await touch.appStarted(page);
  await expect(email).toHaveValue(newEmail);
  await expect(password).toHaveValue(member.password);
  await page.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(toast(page, 'Check your new e-mail')).toBeVisible({ timeout: 20_000 });
});

test('the password change typed at once keeps its fields and updates it', async ({ browser }) => {
  const member = await touch.newMember(browser);
  const page = await touch.freshPage(browser, member);
  const newPassword = `ft-${randomBytes(6).toString('hex')}`;
  await touch.openAtOnce(page, '/profile');
  const current = page.getByLabel('Current Password');
  const next = page.getByLabel('New Password', { exact: true });
  const confirm = page.getByLabel('Confirm New Password');
  await touch.typeAtOnce(current, member.password);
  await touch.typeAtOnce(next, newPassword);
  await touch.typeAtOnce(confirm, newPassword);
  await touch.appStarted(page);
  await expect(current).toHaveValue(member.password);
  await expect(next).toHaveValue(newPassword);
  await expect(confirm).toHaveValue(newPassword);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(toast(page, 'Password updated successfully')).toBeVisible({ timeout: 20_000 });
  await expect(current).toHaveValue('');
});
