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
 * A visitor who reads never loads the app; the app starts when they reach for a control, and, in
 * a tab where they already did, after the first paint of every page (app/utils/page-start.ts).
 * Every test starts as a first visit: a fresh tab with no sign of an earlier one, as people
 * arrive. A spec that tests the app as a returning visitor has it asks for it with
 * `test.use({ appUsedInTab: true })`; `waitForHydration(page)` starts the app as a reach does.
 */
export const test = base.extend<{ appUsedInTab: boolean; closeOwnContexts: void }>({
  appUsedInTab: [false, { option: true }],
  // Playwright closes only the contexts it made for the test; one a test opens itself (a second
  // member, an admin) would live on with the worker's browser, a carousel turning and a member
  // page asking the server, and slow every later test. Each test closes what it opened.
  closeOwnContexts: [
    async ({ browser }, provide) => {
      const before = new Set(browser.contexts());
      await provide();
      const opened = browser.contexts().filter((context) => !before.has(context));
      await Promise.all(opened.map((context) => context.close()));
    },
    { auto: true },
  ],
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
 * Starts the app as reaching for a control does (a focus event on the page's first field or
 * button; no element actually takes the focus) and waits until React has hydrated (root.tsx
 * marks <html>), so clicks reach event handlers.
 */
export async function startApp(page: Page) {
  await page.evaluate(() =>
    document
      .querySelector('input, select, textarea, button, [data-app]')
      ?.dispatchEvent(new FocusEvent('focusin', { bubbles: true })),
  );
  await page.waitForFunction(() => document.documentElement.dataset.hydrated !== undefined);
}

/** `startApp`, then waits for the network to settle (route data and lazy modules loaded). */
export async function waitForHydration(page: Page) {
  await startApp(page);
  await page.waitForLoadState('networkidle');
}
