/**
 * Shared helpers for end-to-end specs. Import `test` and `expect` from here.
 * - `expectAccessible(page)`: axe-core scan, fails on serious or critical violations.
 * - `analyticsEvents(page)`: the locally stored analytics events.
 */
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export { expect };
export const test = base;

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

/** Waits until React has hydrated (root.tsx marks <html>), so clicks reach event handlers. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated !== undefined);
  await page.waitForLoadState('networkidle');
}
