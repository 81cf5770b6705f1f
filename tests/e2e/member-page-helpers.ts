/** What a member must see on a page the host filled in for them (decision 0011). */
import type { Page, Response } from '@playwright/test';
import { accountMenu, accountMenuButton, type E2EUser } from './auth-helpers';
import { expect, waitForHydration } from './fixtures';

/** Console errors and uncaught exceptions (React reports hydration mismatches as the former). */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

/** The HTML the server sent for a navigation. */
export async function served(response: Response | null): Promise<string> {
  expect(response?.status()).toBe(200);
  return response!.text();
}

/** The header shows this member's account, and its menu their name, e-mail and username. */
export async function expectOwnAccount(page: Page, user: E2EUser) {
  const button = accountMenuButton(page);
  await expect(button).toHaveAccessibleName(`Account menu for ${user.displayName}`);
  await expect(button).toContainText(user.displayName);
  await waitForHydration(page);
  await expect(button).toHaveAccessibleName(`Account menu for ${user.displayName}`);
  await expect(button).toContainText(user.displayName);
  // The name is text: nothing in it became markup.
  await expect(button.locator('b, i')).toHaveCount(0);
  await button.click();
  const menu = accountMenu(page);
  await expect(menu.getByText(user.displayName, { exact: true })).toBeVisible();
  await expect(menu.getByText(user.email, { exact: true })).toBeVisible();
  await expect(menu.getByText(`@${user.username}`, { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
}
