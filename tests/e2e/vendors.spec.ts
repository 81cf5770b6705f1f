/** Vendor directory (/vendors): search, sort, filter, URL state, no-JS form. */
import { analyticsEvents, expect, expectAccessible, test, waitForHydration } from './fixtures';
import { cardNames } from './vendors-helpers';

test('lists the 12 vendors with every card element and the attribution box', async ({ page }) => {
  await page.goto('/vendors');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Peptide Vendor Directory' }),
  ).toBeVisible();
  await expect(page.getByPlaceholder('Search vendors...')).toBeVisible();
  await expect(page.getByText('Showing 12 of 12 vendors')).toBeVisible();
  await expect.poll(() => cardNames(page)).toHaveLength(12);

  const card = page.getByRole('article').filter({ hasText: 'Peptide Sciences' });
  await expect(card.getByText('Lab Tested by Janoshik Analytical')).toBeVisible();
  await expect(card.getByText('USA', { exact: true })).toBeVisible();
  await expect(card.getByText('$46-165')).toBeVisible();
  await expect(card.getByText('Broad research catalogue')).toBeVisible();
  await expect(
    card.getByRole('link', { name: 'View Details for Peptide Sciences' }),
  ).toHaveAttribute('href', '/vendors/peptide-sciences');
  const store = card.getByRole('link', { name: /Visit Store/ });
  await expect(store).toHaveAttribute('href', 'https://www.peptidesciences.com/?ref=peptidia');
  await expect(store).toHaveAttribute('target', '_blank');
  await expect(store).toHaveAttribute('rel', 'noopener noreferrer');
  // Without an affiliate link, 'Visit Store' goes to the vendor's own site.
  await expect(
    page
      .getByRole('article')
      .filter({ hasText: 'Swiss Chems' })
      .getByRole('link', { name: /Visit Store/ }),
  ).toHaveAttribute('href', 'https://swisschems.is');

  const coupon = page.getByRole('article').filter({ hasText: 'Ascension Peptides' });
  await expect(coupon.getByText('PEPTIDIA10')).toBeVisible();
  await expect(coupon.getByText('Get 10% off')).toBeVisible();
  await expect(page.getByText('Get 10% off')).toHaveCount(1);

  const about = page.getByRole('complementary', { name: 'About the lab grades' });
  for (const grade of ['A Great', 'B Good', 'C Okay', 'D Poor', 'E Bad']) {
    await expect(about.getByRole('listitem').filter({ hasText: grade })).toBeVisible();
  }
  await expect(about.getByRole('link', { name: /Peptidia Canada/ })).toHaveAttribute(
    'href',
    'https://peptidia.ca',
  );
  await expect(about.getByRole('link', { name: /Peptidia Europe/ })).toHaveAttribute(
    'target',
    '_blank',
  );
});

test('the grid has 1, 2 and 3 columns at small, medium and large widths', async ({ page }) => {
  await page.goto('/vendors');
  const cards = page.getByRole('main').getByRole('article');
  for (const [width, columns] of [
    [360, 1],
    [800, 2],
    [1280, 3],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    const tops = await cards.evaluateAll((nodes) =>
      nodes.slice(0, 4).map((node) => Math.round(node.getBoundingClientRect().top)),
    );
    expect(
      tops.filter((top) => top === tops[0]),
      `${width}px`,
    ).toHaveLength(columns);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
  }
});

test('the server renders search, sort and filter from the URL', async ({ request }) => {
  const response = await request.get('/vendors?q=AMINOS&sort=price&filter=budget');
  expect(response.status()).toBe(200);
  const html = await response.text();
  const modern = html.indexOf('>Modern Aminos<');
  const purified = html.indexOf('>Purified Aminos<');
  expect(modern).toBeGreaterThan(0);
  // Lowest price first: Modern Aminos ($16-) before Purified Aminos ($22-).
  expect(purified).toBeGreaterThan(modern);
  expect(html).not.toContain('>Swiss Chems<');
  expect(html).toContain('value="AMINOS"');
  expect(html).toMatch(/<option value="price" selected="">Lowest Price<\/option>/);
  expect(html).toMatch(/<option value="budget" selected="">Budget Options<\/option>/);

  const empty = await (await request.get('/vendors?q=no-such-vendor')).text();
  expect(empty).toContain('No vendors found matching your criteria.');
});

test('typing searches by name, keeps the search in the URL and records it', async ({ page }) => {
  await page.goto('/vendors');
  await waitForHydration(page);
  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill('aminos');
  await expect(page).toHaveURL(/\/vendors\?q=aminos$/);
  await expect.poll(() => cardNames(page)).toEqual(['Purified Aminos', 'Modern Aminos']);
  await expect(page.getByText('Showing 2 of 12 vendors')).toBeVisible();
  expect(await analyticsEvents(page)).toContainEqual(
    expect.objectContaining({
      event: 'search',
      data: expect.objectContaining({ query: 'aminos', results: 2 }),
    }),
  );

  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search', exact: true })).toHaveValue('aminos');
  await expect.poll(() => cardNames(page)).toEqual(['Purified Aminos', 'Modern Aminos']);
});

test('an empty result says so', async ({ page }) => {
  await page.goto('/vendors');
  await waitForHydration(page);
  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill('zzz');
  await expect(page.getByText('No vendors found matching your criteria.')).toBeVisible();
  await expect(page.getByText('Showing 0 of 12 vendors')).toBeVisible();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(0);
  await expectAccessible(page);
});

test('search, sort and filter work without JavaScript', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/vendors');
  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill('peptide');
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price');
  await page.getByRole('combobox', { name: 'Filter' }).selectOption('lab-tested');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/\/vendors\?q=peptide&sort=price&filter=lab-tested$/);
  await expect
    .poll(() => cardNames(page))
    .toEqual([
      'Alpha Omega Peptide',
      'Ascension Peptides',
      'Paramount Peptides',
      'AMP Peptides',
      'Peptide Sciences',
    ]);
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price');
  await context.close();
});

test('the directory has no serious accessibility violations', async ({ page }) => {
  await page.goto('/vendors?sort=trust&filter=lab-tested');
  await waitForHydration(page);
  await expectAccessible(page);
});
