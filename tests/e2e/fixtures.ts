/**
 * Shared helpers for end-to-end specs. Import `test` and `expect` from here.
 * - `expectAccessible(page)`: axe-core scan, fails on serious or critical violations.
 * - `analyticsEvents(page)`: the locally stored analytics events.
 */
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { appWantedKey } from '../../app/utils/page-start';

export { expect };

/**
 * A visitor who reads never loads the app; one who has used a control in this tab gets it after
 * the first paint of every page (app/utils/page-start.ts). Specs test the app as the second
 * visitor does: each test's own browser context starts as a tab where the app was already used.
 * `appUsedInTab: false` gives the first visitor (tests/e2e/app-on-demand.spec.ts).
 */
export const test = base.extend<{ appUsedInTab: boolean }>({
  appUsedInTab: [true, { option: true }],
  context: async ({ context, appUsedInTab }, provide) => {
    if (appUsedInTab) {
      await context.addInitScript((key) => window.sessionStorage.setItem(key, '1'), appWantedKey);
    }
    await provide(context);
  },
});

export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    serious.map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}

export async function analyticsEvents(
  page: Page,
): Promise<{ event: string; data: Record<string, unknown> }[]> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('peptidia_analytics') ?? '[]'));
}

/**
 * Waits until React has hydrated (root.tsx marks <html>), so clicks reach event handlers. In a
 * tab where the app has not started yet, it starts it as reaching for a control does: a focus
 * event on the page's first field or button (no element actually takes the focus).
 */
export async function waitForHydration(page: Page) {
  await page.evaluate(() =>
    document
      .querySelector('input, select, textarea, button, [data-app]')
      ?.dispatchEvent(new FocusEvent('focusin', { bubbles: true })),
  );
  await page.waitForFunction(() => document.documentElement.dataset.hydrated !== undefined);
  await page.waitForLoadState('networkidle');
}
