/**
 * Every page a visitor can open is whole with JavaScript turned off: the server's page has its
 * heading, its main content and the site's navigation. The pages are those app/site-pages/
 * marks `noJs`; the controls on them have their own no-JavaScript tests (no-javascript.spec.ts).
 */
import { noJsPaths } from '../../app/site-pages';
import { expect, test } from './fixtures';

test.use({ javaScriptEnabled: false });

for (const path of noJsPaths) {
  test(`${path} shows its heading and content with JavaScript off`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status(), 'served, not an error page').toBeLessThan(500);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('main')).not.toBeEmpty();
    await expect(page.getByRole('navigation').first()).toBeAttached();
  });
}
