import { accountMenuButton, readResetLink, signIn, signUp } from './auth-helpers';
import { expect, test, waitForHydration } from './fixtures';

test('password reset end to end through the mail outbox', async ({ page, browser }) => {
  test.slow();
  const user = await signUp(page);
  // Another browser is signed in: the reset must end that session.
  const otherPage = await (await browser.newContext()).newPage();
  await signIn(otherPage, user);

  await page.goto('/auth');
  await waitForHydration(page);
  await page.getByRole('tab', { name: 'Reset Password' }).click();
  await page.getByLabel('Email').fill(user.email.toUpperCase());
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Password reset email sent')).toBeVisible();
  await expect(page.getByText('Check your email for a link to reset your password.')).toBeVisible();

  const { mail, link } = await readResetLink(user.email);
  expect(mail).toMatch(/^Subject: Reset your Peptidia password/m);

  await page.goto(link);
  await waitForHydration(page);
  await expect(page.getByText('Email verified')).toBeVisible();
  await expect(page.getByText('Please enter your new password below.')).toBeVisible();
  await page.getByLabel('New Password', { exact: true }).fill('brand-new-pass');
  await page.getByLabel('Confirm New Password').fill('brand-new-pasS');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('New Password', { exact: true }).fill('Sunshine');
  await page.getByLabel('Confirm New Password').fill('Sunshine');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('This password is too common. Please choose another.')).toBeVisible();
  await page.getByLabel('New Password', { exact: true }).fill('brand-new-pass');
  await page.getByLabel('Confirm New Password').fill('brand-new-pass');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page).toHaveURL(/\/community$/);
  await expect(page.getByText('Password updated successfully')).toBeVisible();
  await expect(accountMenuButton(page)).toBeVisible();

  // The other browser was signed out; the old password no longer works, the new one does.
  await otherPage.goto('/profile');
  await expect(otherPage).toHaveURL(/\/auth\?redirectTo=/);
  await expect(signIn(otherPage, user)).rejects.toThrow();
  await signIn(otherPage, { email: user.email, password: 'brand-new-pass' });

  // The link works once.
  await page.goto(link);
  await expect(page.getByRole('alert')).toHaveText(
    'Failed to verify reset link. Please try again.',
  );
  await expect(page.getByText('Email verified')).toHaveCount(0);
});

test('a reset request for an unknown e-mail answers the same', async ({ page }) => {
  await page.goto('/auth');
  await waitForHydration(page);
  await page.getByRole('tab', { name: 'Reset Password' }).click();
  await page.getByLabel('Email').fill('nobody-here@e2e.test');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Password reset email sent')).toBeVisible();
});
