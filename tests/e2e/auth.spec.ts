import {
  accountMenu,
  accountMenuButton,
  newUser,
  signIn,
  signInAsAdmin,
  signInWithForm,
  signUp,
} from './auth-helpers';
import { expect, expectAccessible, test, waitForHydration } from './fixtures';

test('sign up, sign in with the username, use the header menu, edit the profile, sign out', async ({
  page,
  context,
}) => {
  test.slow();
  const user = newUser();
  await page.goto('/auth');
  await waitForHydration(page);
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Display Name').fill(user.displayName);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Account created successfully')).toBeVisible();
  await expect(page.getByText('You can now sign in with your credentials.')).toBeVisible();

  await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
  await signInWithForm(page, {
    identifier: user.username,
    password: user.password,
    rememberMe: true,
  });
  await expect(page).toHaveURL(/\/community$/);

  const [sessionCookie] = (await context.cookies()).filter((c) => c.name.includes('session_token'));
  expect(sessionCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: false });
  const days = (sessionCookie!.expires * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(29.9);
  expect(days).toBeLessThanOrEqual(30);

  const menuButton = accountMenuButton(page);
  await expect(menuButton).toHaveAccessibleName(`Account menu for ${user.displayName}`);
  await menuButton.click();
  const menu = accountMenu(page);
  await expect(menu.getByText(user.displayName, { exact: true })).toBeVisible();
  await expect(menu.getByText(user.email)).toBeVisible();
  await expect(menu.getByText(`@${user.username}`)).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Admin Dashboard' })).toHaveCount(0);
  await menu.getByRole('link', { name: 'Profile Settings' }).click();
  await expect(page).toHaveURL(/\/profile$/);

  await page.getByLabel('Display Name').fill('Renamed Researcher');
  await page.getByLabel('Avatar URL').fill('http://not-https.example/a.png');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Avatar URL must be an https:// link')).toBeVisible();
  await page.getByLabel('Avatar URL').fill('');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated')).toBeVisible();
  await expect(accountMenuButton(page)).toHaveAccessibleName('Account menu for Renamed Researcher');
  await expect(accountMenuButton(page)).toContainText('RE');

  await accountMenuButton(page).click();
  await accountMenu(page).getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('You have been signed out.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  expect((await context.cookies()).filter((c) => c.name.includes('session_token'))).toEqual([]);
});

test('without remember me the cookie ends with the browser session', async ({ page, context }) => {
  const user = await signUp(page);
  await page.goto('/auth');
  await waitForHydration(page);
  await signInWithForm(page, { identifier: user.email, password: user.password });
  await expect(page).toHaveURL(/\/community$/);
  const [sessionCookie] = (await context.cookies()).filter((c) => c.name.includes('session_token'));
  expect(sessionCookie?.expires).toBe(-1);
});

test('the forms show the spec messages', async ({ page }) => {
  test.slow(); // five password hashes on a busy CI machine
  const user = await signUp(page);
  await page.goto('/auth');
  await waitForHydration(page);
  for (const identifier of [user.username, user.email]) {
    const answer = page.waitForResponse((response) => response.request().method() === 'POST');
    await signInWithForm(page, { identifier, password: 'not-the-password' });
    expect((await answer).status()).toBe(401);
    await expect(page.getByRole('alert')).toHaveText('Invalid login credentials');
  }

  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Display Name').fill('Someone');
  await page.getByLabel('Email').fill(`other-${user.email}`);
  await page.getByLabel('Password', { exact: true }).fill('12345');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Password must be at least 6 characters long')).toBeVisible();
  await expect(page.getByLabel('Username')).toHaveValue(user.username);
  // Long enough, but one of the 1,000 most common passwords.
  await page.getByLabel('Password', { exact: true }).fill('123456');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('This password is too common. Please choose another.')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('lab-rat-42');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('This username is already taken')).toBeVisible();
});

test('a signed-out visitor is sent to sign in and comes back; signed in, /auth goes to /community', async ({
  page,
}) => {
  const user = await signUp(page);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fprofile$/);
  await waitForHydration(page);
  await signInWithForm(page, { identifier: user.email, password: user.password });
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/community$/);
});

test('an admin sees Admin Dashboard in the menu, a member does not', async ({ browser }) => {
  const adminPage = await (await browser.newContext()).newPage();
  await signInAsAdmin(adminPage);
  await adminPage.goto('/');
  await waitForHydration(adminPage);
  await accountMenuButton(adminPage).click();
  await accountMenu(adminPage).getByRole('link', { name: 'Admin Dashboard' }).click();
  await expect(adminPage).toHaveURL(/\/admin$/);

  const memberPage = await (await browser.newContext()).newPage();
  await signIn(memberPage, await signUp(memberPage));
  await memberPage.goto('/');
  await waitForHydration(memberPage);
  await accountMenuButton(memberPage).click();
  await expect(
    accountMenu(memberPage).getByRole('link', { name: 'Profile Settings' }),
  ).toBeVisible();
  await expect(accountMenu(memberPage).getByRole('link', { name: 'Admin Dashboard' })).toHaveCount(
    0,
  );
  await memberPage.goto('/admin');
  await expect(memberPage).toHaveURL(/\/community$/);
});

test('the auth and profile pages pass an accessibility scan', async ({ page }) => {
  test.slow();
  await page.goto('/auth');
  await waitForHydration(page);
  await expectAccessible(page);
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await expectAccessible(page);
  await page.getByRole('tab', { name: 'Reset Password' }).click();
  await expectAccessible(page);

  await signIn(page, await signUp(page));
  await page.goto('/profile');
  await waitForHydration(page);
  await expectAccessible(page);
  await accountMenuButton(page).click();
  await expect(accountMenu(page)).toBeVisible();
  await expectAccessible(page);
});
