/**
 * What brings a member back, end to end: a reply reaches the other member as a count
 * and a notification; a rejection tells its reason; a member's own discussion awaiting approval
 * shows to them alone; and the first steps (Join Community, sign-up then sign-in).
 */
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { newUser, signInAsAdmin } from './auth-helpers';
import { approvedDiscussion, memberPage, submitDiscussion, toast } from './community-helpers';
import { expect, test, waitForHydration } from './fixtures';

const bell = (page: Page) => page.getByRole('link', { name: /^Notifications/ });

test('a reply reaches the discussion author as an unread count and a notification', async ({
  browser,
}) => {
  test.slow(); // two members and an admin
  const title = `Reply me ${randomBytes(3).toString('hex')}`;
  const { author, url } = await approvedDiscussion(browser, title, 'Who has tried this?');
  // The approval itself was told; read, it leaves no count.
  await author.goto('/notifications');
  await expect(author.getByText(`Your discussion “${title}” was approved`)).toBeVisible();
  await author.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(bell(author)).toHaveAccessibleName('Notifications');

  const replier = await memberPage(browser, { displayName: 'Quick Replier' });
  await replier.goto(url);
  await waitForHydration(replier);
  await replier.getByPlaceholder('Share your thoughts on this discussion...').fill('I have.');
  await replier.getByRole('button', { name: 'Post Comment' }).click();
  await expect(toast(replier, 'Comment posted')).toBeVisible();
  await expect(bell(replier)).toHaveAccessibleName('Notifications'); // not told of their own

  await author.goto('/community');
  await expect(bell(author)).toHaveAccessibleName('Notifications, 1 unread');
  await bell(author).click();
  await expect(author.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const notice = author.getByRole('listitem').filter({ hasText: `replied to your discussion` });
  await expect(notice).toContainText(`Quick Replier replied to your discussion “${title}”.`);
  await notice.getByRole('button', { name: 'Open' }).click();
  await expect(author).toHaveURL(new RegExp(`${url}\\?comment=[0-9a-f-]{36}#comment-`));
  await expect(author.getByText('I have.')).toBeVisible();
  await expect(bell(author)).toHaveAccessibleName('Notifications');
});

test('a discussion awaiting approval shows to its author alone; a rejection tells the reason', async ({
  browser,
}) => {
  test.slow();
  const title = `Mine first ${randomBytes(3).toString('hex')}`;
  const author = await memberPage(browser);
  await submitDiscussion(author, title, 'Waiting for a moderator.');
  const awaiting = author.getByRole('region', { name: 'Your discussions awaiting approval' });
  await expect(awaiting).toContainText(title);
  await expect(awaiting).toContainText('Awaiting approval');
  await awaiting.getByRole('link', { name: title }).click();
  await expect(author.getByText('Only you can see this until an admin approves it.')).toBeVisible();

  const other = await memberPage(browser);
  await other.goto('/community/discussions');
  await expect(other.getByText(title)).toHaveCount(0);

  const admin = await (await browser.newContext()).newPage();
  await signInAsAdmin(admin);
  await admin.goto('/admin');
  await waitForHydration(admin);
  const item = admin.getByRole('listitem').filter({ hasText: title });
  await item.getByLabel(/^Reason/).fill('Please add a source');
  await item.getByRole('button', { name: 'Reject' }).click();
  await expect(toast(admin, 'Rejected')).toBeVisible();

  await author.goto('/notifications');
  const notice = author.getByRole('listitem').filter({ hasText: title });
  await expect(notice).toContainText(`Your discussion “${title}” was not approved.`);
  await expect(notice).toContainText('Reason: Please add a source');
  await author.goto('/community/my-posts');
  const row = author.getByRole('listitem').filter({ hasText: title });
  await expect(row).toContainText('Not approved');
});

test('Join Community opens Sign Up, and the Sign In form after it holds the new e-mail', async ({
  page,
}) => {
  await page.goto('/community');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Join Community' }).click();
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
  const user = newUser();
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Display Name').fill(user.displayName);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(toast(page, 'Account created successfully')).toContainText(
    'You can now sign in with your credentials.',
  );
  await expect(page.getByLabel('Email or Username')).toHaveValue(user.email);
});
