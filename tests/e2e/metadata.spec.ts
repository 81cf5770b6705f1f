import { noindexPages, samplePath, sitemapPages } from '../../app/site-pages';
import { staticPublicPaths } from '../../app/utils/public-paths';
import { expect, expectAccessible, test } from './fixtures';

/** Every page in the sitemap, at its sample path (a peptide, a stack, a vendor). */
const indexed = sitemapPages.map(samplePath);
/** The pages a visitor can open that ask search engines to keep them out. */
const keptOut = noindexPages.filter((page) => page.audience === 'visitor').map(samplePath);

for (const path of indexed) {
  test(`metadata and canonical link on ${path}`, async ({ page, baseURL }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/\S.*\| Peptidia$|^Peptidia/);
    const content = (selector: string) => page.locator(selector).first().getAttribute('content');
    expect(await content('meta[name="description"]')).toBeTruthy();
    expect(await content('meta[name="keywords"]')).toBeTruthy();
    expect(await content('meta[name="robots"]')).toBe('index, follow');
    expect(await content('meta[name="theme-color"]')).toBe('#0f766e');
    expect(await content('meta[property="og:title"]')).toBeTruthy();
    expect(await content('meta[property="og:url"]')).toBe(`${baseURL}${path}`);
    expect(await content('meta[name="twitter:card"]')).toBe('summary');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${baseURL}${path}`,
    );
  });
}

test('private and error pages are kept out of search engines', async ({ page }) => {
  expect(keptOut).toEqual(expect.arrayContaining(['/auth', '/no-such-page']));
  for (const path of keptOut) {
    await page.goto(path);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    );
  }
});

for (const path of [...staticPublicPaths, '/auth', '/no-such-page']) {
  test(`no serious accessibility violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expectAccessible(page);
  });
}
