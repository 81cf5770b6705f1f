/**
 * Without JavaScript every message the app shows as a toast is printed in the page: after a
 * redirect (`?toast=`) and as the answer to a form the app posts with a fetcher. A page carrying
 * a message is never kept for, nor served from, the host's page cache; with JavaScript the same
 * message shows once, as the toast.
 */
import type { Page } from '@playwright/test';
import { newUser, signIn, signInAsAdmin, signUp } from './auth-helpers';
import { approvedDiscussion, memberPage, submitDiscussion } from './community-helpers';
import { expect, startApp, test } from './fixtures';

test.use({ javaScriptEnabled: false });

const notice = (page: Page, title: string) =>
  page.getByRole('main').locator('[role="status"], [role="alert"]').filter({ hasText: title });

test('sign-up, a reset mail and ending other sessions say so in the page', async ({ page }) => {
  test.slow(); // five whole-page form posts and their answers, each rendered by the server
  const user = newUser();
  await page.goto('/auth?tab=sign-up');
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Display Name').fill(user.displayName);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/auth\?toast=account-created$/);
  await expect(notice(page, 'Account created successfully')).toContainText(
    'You can now sign in with your credentials.',
  );
  await page.getByRole('tab', { name: 'Reset Password' }).click();
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(notice(page, 'Password reset email sent')).toBeVisible();
  await signIn(page, user);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Sign out of all other sessions' }).click();
  await expect(notice(page, 'Signed out of other sessions')).toBeVisible();
});

test('a key that is not a listed toast prints nothing, and a message is not cached for others', async ({
  page,
}) => {
  await page.goto('/vendors');
  const statuses = await page.getByRole('main').getByRole('status').count();
  await page.goto('/vendors?toast=%3Cb%3Ehacked%3C%2Fb%3E');
  await expect(page.getByRole('main').getByRole('status')).toHaveCount(statuses);
  await expect(page.getByText('hacked')).toHaveCount(0);
  // The same page with a message, then without: the message never sticks to the page.
  for (let round = 0; round < 2; round++) {
    await page.goto('/vendors?toast=signed-out');
    await expect(notice(page, 'Signed out')).toBeVisible();
    await page.goto('/vendors');
    await expect(notice(page, 'Signed out')).toHaveCount(0);
    await page.goto('/vendors?utm_source=mail');
    await expect(notice(page, 'Signed out')).toHaveCount(0);
  }
});

// The members and the admin who set the scene use JavaScript; the pages under test do not.
test.describe('forms the app posts with a fetcher', () => {
  test.use({ javaScriptEnabled: true });

  test('a comment, a review and a discussion each say how they went', async ({ browser }) => {
    test.slow();
    const { author, url } = await approvedDiscussion(browser, 'No script notices', 'Body text.');
    const member = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
    await signIn(member, await signUp(member));
    await member.goto(url);
    await member.getByLabel('Your comment').fill('A comment posted without JavaScript.');
    await member.getByRole('button', { name: 'Post Comment' }).click();
    await expect(notice(member, 'Comment posted')).toContainText(
      'has been added to the discussion',
    );
    await member.goto('/vendors/swiss-chems');
    await member.getByRole('radio', { name: '4 stars' }).check({ force: true });
    await member.getByRole('button', { name: 'Submit Review' }).click();
    await expect(notice(member, 'Review submitted!')).toBeVisible();
    await member.goto('/community/new-discussion');
    await member.getByLabel('Title').fill('A discussion without JavaScript');
    await member.getByLabel('Content').fill('Its body, long enough to be accepted by the form.');
    await member.getByRole('button', { name: 'Submit for Review' }).click();
    await expect(notice(member, 'Discussion submitted!')).toBeVisible();
    await author.close();
  });

  test('an admin approves and rejects without JavaScript and is told each time', async ({
    browser,
  }) => {
    test.slow();
    for (const title of ['Approve me please', 'Reject me please']) {
      await submitDiscussion(await memberPage(browser), title, 'A body for the moderation queue.');
    }
    const admin = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
    await signInAsAdmin(admin);
    await admin.goto('/admin');
    const item = (title: string) => admin.getByRole('listitem').filter({ hasText: title });
    await item('Approve me please').getByRole('button', { name: 'Approve' }).click();
    await expect(notice(admin, 'Approved')).toContainText('approved and is now visible');
    await item('Reject me please').getByRole('button', { name: 'Reject' }).click();
    await expect(notice(admin, 'Rejected')).toContainText('has been rejected');
    await expect(notice(admin, 'Approved')).toHaveCount(0);
  });
});

test.describe('with JavaScript', () => {
  test.use({ javaScriptEnabled: true });

  test('the message shows once: in the page until the app runs, then as its toast', async ({
    page,
  }) => {
    // The server's page carries the message once, in the page.
    const html = await (await page.request.get('/auth?toast=account-created')).text();
    expect(html.split('Account created successfully')).toHaveLength(2);
    await page.goto('/auth?toast=account-created');
    // The toast stays 4 seconds: look for it as soon as the app runs, not once the network rests.
    await startApp(page);
    const shown = page
      .locator('[role="status"]')
      .filter({ hasText: 'Account created successfully' });
    await expect(shown).toHaveCount(1);
    await expect(notice(page, 'Account created successfully')).toHaveCount(0);
    await expect(page).toHaveURL(/\/auth$/);
  });
});
