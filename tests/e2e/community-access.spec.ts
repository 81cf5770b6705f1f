/**
 * Who may do what in the forum: visitors are sent to sign in, members stay out of the admin
 * dashboard, and a cross-origin post is refused.
 */
import { randomBytes } from 'node:crypto';
import { approvedDiscussion, memberPage } from './community-helpers';
import { expect, test } from './fixtures';

test('visitors are sent to sign in; a member cannot open the admin dashboard', async ({
  page,
  browser,
}) => {
  for (const path of ['/community/discussions', '/community/new-discussion', '/admin']) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`/auth\\?redirectTo=${encodeURIComponent(path)}`));
  }
  const member = await memberPage(browser);
  const response = await member.goto('/admin');
  expect(response?.url()).toMatch(/\/community$/);
  await expect(member.getByRole('heading', { level: 1, name: 'Community' })).toBeVisible();
  await expect(member.getByText('Total Users')).toHaveCount(0);
  // A missing or malformed discussion goes back to the list.
  await member.goto('/community/discussion/not-a-uuid');
  await expect(member).toHaveURL(/\/community\/discussions$/);
  await member.goto('/community/discussion/7b0a5c3e-8f1e-4c2b-9a55-0d9f2f4b1c11');
  await expect(member).toHaveURL(/\/community\/discussions$/);
});

test('a cross-origin post is refused and changes nothing', async ({ browser }) => {
  test.slow();
  const title = `Origin check ${randomBytes(3).toString('hex')}`;
  const { author, url } = await approvedDiscussion(browser, title, 'Body');
  const forged = await author.request.post(url, {
    form: { intent: 'comment', content: 'forged comment' },
    headers: { Origin: 'https://evil.example' },
    maxRedirects: 0,
    failOnStatusCode: false,
  });
  // The host refuses it before any route code runs (server/handlers/request-checks.ts).
  expect(forged.status()).toBe(403);
  const honest = await author.request.post(url, {
    form: { intent: 'comment', content: 'honest comment' },
    headers: { Origin: new URL(author.url()).origin },
    maxRedirects: 0,
    failOnStatusCode: false,
  });
  expect(honest.status()).toBe(200);
  await author.reload();
  await expect(author.getByText('honest comment')).toBeVisible();
  await expect(author.getByText('forged comment')).toHaveCount(0);
});
