/**
 * Peptide pages and the injection guide carry visible breadcrumbs and a table
 * of contents of plain anchor links (sticky beside the text at 1280 px, above it on a phone); a
 * profile sums up its safety near the top with a link to the full section. All without
 * JavaScript.
 */
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';

const contents = (page: Page) => page.getByRole('navigation', { name: 'On this page' });
const breadcrumb = (page: Page) => page.getByRole('navigation', { name: 'Breadcrumb' });

/** The heading's top is inside the viewport and below the sticky header (64 px). */
async function expectInView(page: Page, name: string) {
  const box = await page.getByRole('heading', { level: 2, name, exact: true }).boundingBox();
  expect(box).not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(64);
  expect(box!.y).toBeLessThan(page.viewportSize()!.height);
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a peptide page shows breadcrumbs and contents that stay in view at 1280 px', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/peptide/tb-500');
    await expect(breadcrumb(page).getByRole('link')).toHaveText(['Home', 'Peptides']);
    await expect(breadcrumb(page).locator('[aria-current="page"]')).toHaveText('TB-500');
    await expect(page.getByRole('link', { name: 'Back to Peptides' })).toBeVisible();
    const toc = contents(page);
    await expect(toc.getByRole('link')).toHaveText([
      'What it is',
      'Key Benefits',
      'Mechanism of Action',
      'Quick Guide',
      'Research Indications',
      'Protocols, interactions, quality',
      'Safety and when to stop',
    ]);
    await toc.getByRole('link', { name: 'Research Indications' }).click();
    await expect(page).toHaveURL(/#section-research-indications$/);
    await expectInView(page, 'Research Indications');
    // Sticky: after the jump the contents are still on screen, beside the text.
    const box = await toc.boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(64);
    expect(box!.y + box!.height).toBeLessThanOrEqual(800);
    await toc.getByRole('link', { name: 'Safety and when to stop' }).click();
    await expectInView(page, 'Safety Notes');
  });

  test('the safety summary near the top links to Safety Notes and When to Stop', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/peptide/semaglutide');
    const summary = page.getByRole('region', { name: 'Safety at a glance: stop if' });
    await expect(summary).toBeVisible();
    expect((await summary.boundingBox())!.y).toBeLessThan(1600); // the first two screens
    await expect(summary.getByRole('listitem')).not.toHaveCount(0);
    await summary
      .getByRole('link', { name: /^All \d+ safety notes and \d+ signs to stop$/ })
      .click();
    await expect(page).toHaveURL(/#section-safety-notes$/);
    await expectInView(page, 'Safety Notes');
    await expect(page.getByText('When to Stop', { exact: true })).toBeVisible();
  });

  test('a stack without a profile lists its own sections, side effects included', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/stack/wolverine-healing-stack');
    const toc = contents(page);
    await expect(toc.getByRole('link')).toHaveText([
      'Overview',
      'Key Benefits',
      'How It Works',
      'Common Use Cases',
      'Side Effects',
    ]);
    await expect(page.getByRole('region', { name: 'Safety at a glance: stop if' })).toHaveCount(0);
    // On a phone the contents sit in the flow above the text, not stuck to the screen.
    expect(await toc.evaluate((nav) => getComputedStyle(nav).position)).toBe('static');
    await toc.getByRole('link', { name: 'Side Effects' }).click();
    await expect(page).toHaveURL(/#side-effects$/);
    await expectInView(page, 'Side Effects');
  });

  test('the injection guide has breadcrumbs and sticky contents', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/guides');
    await expect(breadcrumb(page).getByRole('link')).toHaveText(['Home']);
    await expect(breadcrumb(page).locator('[aria-current="page"]')).toHaveText('Injection Guide');
    const toc = contents(page);
    await expect(toc.getByRole('link')).toHaveText([
      'Step by step',
      'Injection sites',
      'Video walkthrough',
      'Storage guidelines',
      'If something goes wrong',
    ]);
    await toc.getByRole('link', { name: 'Storage guidelines' }).click();
    await expect(page).toHaveURL(/#storage-heading$/);
    await expectInView(page, 'Storage guidelines');
    expect((await toc.boundingBox())!.y).toBeGreaterThanOrEqual(64);
  });
});

// axe runs in the page: these two keep JavaScript on.
for (const path of ['/stack/glow-peptide-stack', '/guides']) {
  test(`${path} with its outline has no serious accessibility violation`, async ({ page }) => {
    test.slow(); // axe on a busy machine
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(path);
    await expect(contents(page)).toBeVisible();
    await expectAccessible(page);
  });
}
