/**
 * The header marks the section a page belongs to (aria-current="page" and a
 * visible style), on a peptide page under Peptides and on the forum pages under Community too,
 * in the server's HTML (no JavaScript needed).
 */
import type { Page } from '@playwright/test';
import { memberPage } from './community-helpers';
import { expect, test } from './fixtures';

const current = (page: Page, nav: string) =>
  page.getByRole('navigation', { name: nav }).locator('a[aria-current="page"]');

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const [path, label] of [
    ['/peptide/bpc-157', 'Peptides'],
    ['/stack/glow-peptide-stack', 'Peptides'],
    ['/peptides', 'Peptides'],
    ['/vendors/swiss-chems', 'Top Vendors'],
    ['/dosage-calculator/planner', 'Dosage Calculator'],
    ['/articles/peptides-101', 'Peptides 101'],
    ['/community', 'Community'],
  ] as const) {
    test(`${path} marks ${label} in the header`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(path);
      await expect(current(page, 'Main')).toHaveText([label]);
      // The mobile menu, too (hidden until opened, but marked all the same).
      await expect(page.locator('#mobile-menu a[aria-current="page"]')).toHaveText([label]);
    });
  }

  test('a page outside the seven sections marks none', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await expect(current(page, 'Main')).toHaveCount(0);
    await page.goto('/search?q=bpc');
    await expect(current(page, 'Main')).toHaveCount(0);
  });

  test('the marked link looks different from the others', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/peptide/tb-500');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const look = (name: string) =>
      nav
        .getByRole('link', { name, exact: true })
        .evaluate((link) => [
          getComputedStyle(link).backgroundColor,
          getComputedStyle(link).boxShadow,
        ]);
    const [marked, other] = [await look('Peptides'), await look('Top Vendors')];
    expect(marked[0]).not.toBe(other[0]);
    expect(marked[1]).not.toBe('none');
    expect(other[1]).toBe('none');
  });
});

test('a discussion page marks Community for a member', async ({ browser }) => {
  const page = await memberPage(browser);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/community/new-discussion');
  await expect(current(page, 'Main')).toHaveText(['Community']);
  await page.goto('/community/discussions');
  await expect(current(page, 'Main')).toHaveText(['Community']);
});
