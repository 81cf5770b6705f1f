/**
 * The screenshot tests: every page app/site-pages/ names a screenshot for, full length, at
 * 360 px and 1280 px, compared with the references in tests/e2e/screenshots/ (1 % of pixels may
 * differ: anti-aliasing). A layout change shows up here as a failed comparison with a diff image in the test results.
 *
 * References change only on purpose: `npm run test:screenshots:update` (CONTRIBUTING.md), then
 * look at every changed image before committing it. They are taken with Debian's Chromium on
 * Linux, as CI runs; another browser build draws text a little differently. Text is drawn in
 * fonts from npm (./screenshot-fonts.ts), so the fonts a machine has installed change nothing.
 */
import type { Page } from '@playwright/test';
import { screenshotPages } from '../../app/site-pages';
import { expect, test, waitForHydration } from './fixtures';
import { serveScreenshotFonts, useScreenshotFonts } from './screenshot-fonts';

/** Text that changes with the clock: dates and times, and the footer's year. */
const timeDependent = (page: Page) => [
  page.locator('time'),
  page.getByRole('contentinfo').getByText(/^© \d{4}/),
];

for (const width of [360, 1280]) {
  for (const { name, path } of screenshotPages) {
    test(`${path} at ${width} px looks as its reference`, async ({ page }) => {
      test.slow(); // full-page captures on a busy machine
      await page.setViewportSize({ width, height: 800 });
      await serveScreenshotFonts(page);
      await page.goto(path);
      await waitForHydration(page);
      // Decision 0003 leaves the home page without its skeleton; should one return, the capture
      // waits until it is gone.
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await useScreenshotFonts(page);
      await page.mouse.move(0, 0);
      await expect(page).toHaveScreenshot(`${name}-${width}.png`, {
        fullPage: true,
        animations: 'disabled',
        caret: 'hide',
        mask: timeDependent(page),
        maxDiffPixelRatio: 0.01,
        // A full-length capture of a long page takes seconds on a busy 2-core machine.
        timeout: 30_000,
      });
    });
  }
}
