import { primaryNav } from '../../app/utils/site';
import { analyticsEvents, expect, expectAccessible, test, waitForHydration } from './fixtures';

test('every header link navigates to its page', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/');
  await waitForHydration(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const item of primaryNav) {
    await nav.getByRole('link', { name: item.label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${item.to}$`));
  }
});

test('the mobile menu opens, lists the seven links and closes after navigating', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  await waitForHydration(page);
  // A <summary>: browsers expose it as a button, Playwright's role engine does not.
  const button = page.locator('summary[aria-controls="mobile-menu"]');
  await expect(button).toHaveAccessibleName('Open menu');
  await button.click();
  await expect(button).toHaveAccessibleName('Close menu');
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu.getByRole('link')).toHaveCount(primaryNav.length);
  await menu.getByRole('link', { name: 'Peptides', exact: true }).click();
  await expect(page).toHaveURL(/\/peptides$/);
  await expect(menu).toBeHidden();
});

test('an unknown path shows the 404 screen with status 404', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('page views are recorded locally on every route change and capped at 100', async ({
  page,
}) => {
  await page.goto('/terms');
  await waitForHydration(page);
  let events = await analyticsEvents(page);
  expect(events.at(-1)).toMatchObject({ event: 'page_view', data: { path: '/terms' } });
  expect(events.at(-1)?.data).toHaveProperty('userAgent');
  expect(events.at(-1)?.data).toHaveProperty('timestamp');
  await page.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  // The view is recorded in an effect after the new page renders: wait for it.
  await expect
    .poll(async () => (await analyticsEvents(page)).at(-1))
    .toMatchObject({
      event: 'page_view',
      data: { path: '/privacy', title: 'Privacy Policy | Peptidia' },
    });

  await page.evaluate(() => {
    const filler = Array.from({ length: 120 }, (_, i) => ({
      event: 'click',
      data: { element: `x${i}` },
      timestamp: '',
    }));
    localStorage.setItem('peptidia_analytics', JSON.stringify(filler));
  });
  await page.getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect
    .poll(async () => (await analyticsEvents(page)).at(-1))
    .toMatchObject({ event: 'page_view', data: { path: '/terms' } });
  events = await analyticsEvents(page);
  expect(events).toHaveLength(100);
  expect(events.at(-1)).toMatchObject({ event: 'page_view', data: { path: '/terms' } });
});

test('a route change scrolls to the top', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 500 });
  await page.goto('/privacy');
  await waitForHydration(page);
  await page.mouse.wheel(0, 3000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('legal pages show today as last updated and state the rules', async ({ page }) => {
  const today = new Date().toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  await page.goto('/terms');
  await expect(page.getByText(`Last updated: ${today}`)).toBeVisible();
  await expect(
    page.getByText(/does not sell, supply, ship or take orders for peptides/),
  ).toBeVisible();
  await page.goto('/privacy');
  await expect(page.getByText(`Last updated: ${today}`)).toBeVisible();
  await expect(page.getByText(/not intended for anyone under 18/)).toBeVisible();
  await expect(page.getByText(/located in the United States/)).toBeVisible();
  await expectAccessible(page);
});
