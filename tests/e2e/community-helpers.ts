/**
 * Members, toasts and approved discussions for the community specs. Every page opens in a
 * browser context of its own, so each member (and the admin) keeps their own cookies.
 *
 *   const page = await memberPage(browser);                  // a new member, signed in
 *   const ada = newUser({ displayName: 'Ada' });             // choose the details (auth-helpers)
 *   const adaPage = await memberPage(browser, ada);          // ...and sign up with them
 *   await expect(toast(page, 'Comment posted')).toBeVisible();
 *   const { author, admin, url } = await approvedDiscussion(browser, title, 'Body');
 */
import type { Browser, Page } from '@playwright/test';
import { signIn, signInAsAdmin, signUp, type E2EUser } from './auth-helpers';
import { expect, waitForHydration } from './fixtures';

/** A new member (signUp() details, overridable), signed in, on a blank page. */
export async function memberPage(
  browser: Browser,
  overrides: Partial<E2EUser> = {},
): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, await signUp(page, overrides));
  return page;
}

/** A toast: role status, or alert for the destructive ones. */
export const toast = (page: Page, title: string) =>
  page.locator('[role="status"], [role="alert"]').filter({ hasText: title });

/** The signed-in member on `page` submits a discussion through the form (it stays pending). */
export async function submitDiscussion(
  page: Page,
  title: string,
  content: string,
  category?: string,
) {
  await page.goto('/community/new-discussion');
  await waitForHydration(page);
  if (category) await page.getByLabel('Category').selectOption({ label: category });
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Content').fill(content);
  await page.getByRole('button', { name: 'Submit for Review' }).click();
  await expect(page).toHaveURL(/\/community\/discussions$/);
}

/** A member submits a discussion and an admin approves it; returns its URL. */
export async function approvedDiscussion(
  browser: Browser,
  title: string,
  content: string,
  category?: string,
) {
  const author = await memberPage(browser);
  await submitDiscussion(author, title, content, category);
  const admin = await (await browser.newContext()).newPage();
  await signInAsAdmin(admin);
  await admin.goto('/admin');
  await waitForHydration(admin);
  const item = admin.getByRole('listitem').filter({ hasText: title });
  await item.getByRole('button', { name: 'Approve' }).click();
  await expect(item).toHaveCount(0);
  await author.goto('/community/discussions');
  await author.getByRole('link', { name: new RegExp(title) }).click();
  await expect(author.getByRole('heading', { level: 1, name: title })).toBeVisible();
  return { author, admin, url: new URL(author.url()).pathname };
}
