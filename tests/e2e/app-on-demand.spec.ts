/**
 * A visitor who reads loads no JavaScript beyond the page's own inline start, and their local
 * analytics are kept all the same; the app starts when they reach for a control, and after the
 * first paint of every later page of that tab (decision 0029, app/utils/page-start.ts).
 */
import type { Page } from '@playwright/test';
import { analyticsEvents, expect, test } from './fixtures';

test.use({ appUsedInTab: false });

/** The app's script requests the page makes from now on. */
function scriptRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

const hydrated = (page: Page) =>
  page.evaluate(() => document.documentElement.dataset.hydrated !== undefined);

test('a reader loads no app JavaScript, and page, vendor and peptide views are recorded', async ({
  page,
}) => {
  const scripts = scriptRequests(page);
  await page.goto('/vendors/peptide-sciences');
  await page.waitForLoadState('networkidle');
  await page.mouse.wheel(0, 600);
  await page.waitForTimeout(300);
  expect(scripts).toEqual([]);
  expect(await hydrated(page)).toBe(false);

  await page.goto('/peptides?q=semaglutide');
  await page.getByRole('link', { name: 'Learn More about Semaglutide' }).click();
  await expect(page).toHaveURL(/\/peptide\/semaglutide$/);
  await page.waitForLoadState('networkidle');
  expect(scripts).toEqual([]);

  const events = await analyticsEvents(page);
  expect(events.map((event) => [event.event, event.data.path ?? event.data.peptideId])).toEqual([
    ['page_view', '/vendors/peptide-sciences'],
    ['vendor_view', undefined],
    ['page_view', '/peptides'],
    ['peptide_view', 'semaglutide'],
    ['page_view', '/peptide/semaglutide'],
  ]);
  expect(events[1]!.data).toMatchObject({
    vendorSlug: 'peptide-sciences',
    vendorName: 'Peptide Sciences',
  });
  expect(events[4]!.data.referrer).toMatch(/\/peptides\?q=semaglutide$/);
});

test('a search the page opens with is recorded without the app', async ({ page }) => {
  await page.goto('/vendors?q=aminos');
  await expect(page.getByText('Showing 2 of 12 vendors')).toBeVisible();
  expect(await analyticsEvents(page)).toContainEqual(
    expect.objectContaining({
      event: 'search',
      data: expect.objectContaining({ query: 'aminos', results: 2 }),
    }),
  );
});

test('focusing a field starts the app, and later pages of the tab start it at once', async ({
  page,
}) => {
  const scripts = scriptRequests(page);
  await page.goto('/vendors');
  await page.waitForLoadState('networkidle');
  expect(scripts).toEqual([]);

  const search = page.getByRole('searchbox', { name: 'Search', exact: true });
  await search.focus();
  await expect.poll(() => hydrated(page)).toBe(true);
  expect(scripts.length).toBeGreaterThan(0);
  // The live search of the app: the list follows the typing, without a form submission.
  await search.pressSequentially('aminos');
  await expect(page).toHaveURL(/\/vendors\?q=aminos$/);
  await expect(page.getByText('Showing 2 of 12 vendors')).toBeVisible();

  await page.goto('/guides');
  await expect.poll(() => hydrated(page)).toBe(true);
  const pageViews = (await analyticsEvents(page)).filter((event) => event.event === 'page_view');
  expect(pageViews.map((event) => event.data.path)).toEqual(['/vendors', '/guides']);
});

test('a press on a link widget starts the app; its first press works as a plain link', async ({
  page,
}) => {
  await page.goto('/peptide/bpc-157');
  const tabs = page.getByRole('tablist', { name: 'Research details' });
  await tabs.getByRole('tab', { name: 'Interactions' }).click();
  await expect(page).toHaveURL(/\?tab=interactions#research-details$/);
  await expect(page.getByRole('tabpanel')).toContainText('TB-500');
  await expect.poll(() => hydrated(page)).toBe(true);
  // Now the app switches tabs in place: the address stays as it was.
  await tabs.getByRole('tab', { name: 'Quality Check' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('Red flags');
  await expect(page).toHaveURL(/\?tab=interactions#research-details$/);
});

test('a plain link does not start the app', async ({ page }) => {
  const scripts = scriptRequests(page);
  await page.goto('/guides');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Top Vendors' })
    .click();
  await expect(page).toHaveURL(/\/vendors$/);
  await page.waitForLoadState('networkidle');
  expect(scripts).toEqual([]);
  expect(await hydrated(page)).toBe(false);
});

test('a public page goes without its hydration data, which its address answers as JSON', async ({
  request,
}) => {
  const html = await (await request.get('/peptides?q=bpc')).text();
  expect(html).not.toContain('<script>window.__reactRouterContext.streamController');
  expect(html).not.toContain('window.__reactRouterManifest = {');

  const answer = await request.get('/peptides?q=bpc&_hydration=1');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toMatch(/^application\/json/);
  expect(answer.headers()['cache-control']).toBe('private, no-store');
  const data = (await answer.json()) as { chunks: string[]; manifest: { routes: object } };
  expect(data.manifest.routes).toHaveProperty('routes/peptides');
  // The loaders' data for this address: the catalogue the live search filters.
  const chunks = data.chunks.join('');
  expect(chunks).toContain('"routes/peptides"');
  expect(chunks).toContain('"KLOW Complete Stack"');
});
