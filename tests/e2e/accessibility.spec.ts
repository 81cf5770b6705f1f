/**
 * Axe in Chromium on every public page at 360 px and 1280 px, no serious or critical
 * violations. At 360 px the menu is opened first, so its links are checked too. The
 * dark theme (the system's prefers-color-scheme) is checked too, at 1280 px, with the 404 page.
 */
import { publicPagePaths } from '../../scripts/page-weight';
import { expectAccessible, test, waitForHydration } from './fixtures';

for (const width of [360, 1280]) {
  for (const path of publicPagePaths) {
    test(`${path} at ${width} px has no serious accessibility violations`, async ({ page }) => {
      test.slow(); // axe on a busy machine
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      await waitForHydration(page);
      if (width < 1280) await page.locator('summary[aria-controls="mobile-menu"]').click();
      await expectAccessible(page);
    });
  }
}

for (const path of [...publicPagePaths, '/no-such-page']) {
  test(`${path} in the dark theme has no serious accessibility violations`, async ({ page }) => {
    test.slow(); // axe on a busy machine
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(path);
    await waitForHydration(page);
    await expectAccessible(page);
  });
}
