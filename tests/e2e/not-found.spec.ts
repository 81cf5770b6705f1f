/**
 * The 404 screen keeps the spec's 'Oops! Page not found' and 'Return to
 * Home' and offers a way on: a search box and the site's main sections, without JavaScript too.
 */
import { primaryNav } from '../../app/utils/site';
import { expect, expectAccessible, test } from './fixtures';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the 404 screen searches the site', async ({ page }) => {
    const response = await page.goto('/no-such-peptide-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    const search = page.getByRole('search', { name: 'Find a page' });
    await search.getByRole('searchbox').fill('semaglutide');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search\?q=semaglutide$/);
    await expect(page.getByRole('link', { name: 'Semaglutide', exact: true })).toBeVisible();
  });

  test('the 404 screen links to every main section', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/guide');
    const sections = page.getByRole('navigation', { name: 'Main sections' });
    await expect(sections.getByRole('link')).toHaveText(primaryNav.map((item) => item.label));
    await sections.getByRole('link', { name: 'Injection Guide' }).click();
    await expect(page).toHaveURL(/\/guides$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Complete Peptide Injection Guide' }),
    ).toBeVisible();
  });
});

test('the 404 screen has no serious accessibility violation', async ({ page }) => {
  await page.goto('/no-such-page');
  await expectAccessible(page);
});
