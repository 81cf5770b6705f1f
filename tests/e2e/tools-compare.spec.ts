/**
 * Price comparison (/compare-prices): vendor cards, price table sorting, stale prices and best
 * value, and a page that fits a phone.
 */
import type { Locator } from '@playwright/test';
import { expect, expectAccessible, test, waitForHydration } from './fixtures';

const firstCells = (section: Locator) =>
  section.locator('tbody tr').evaluateAll((rows) =>
    rows.map((row) => {
      const cells = [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? '');
      const vendor = row.querySelector('th a')?.textContent ?? '';
      return `${vendor} ${cells[1]} ${cells[2]}`;
    }),
  );

test('hero, disclaimer, 12 vendor cards and the help card', async ({ page }) => {
  await page.goto('/compare-prices');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Compare Peptide Vendors' }),
  ).toBeVisible();
  await expect(page.getByText(/Peptidia sells nothing/)).toBeVisible();
  await expect(page.getByText('Prices as of July 2025. Subject to change.').first()).toBeVisible();

  const cards = page.getByRole('region', { name: 'Vendors at a Glance' }).getByRole('article');
  await expect(cards).toHaveCount(12);
  const top = cards.filter({ hasText: 'Peptide Sciences' });
  await expect(top.getByText('Excellent')).toBeVisible();
  await expect(top.getByText('9.1')).toBeVisible();
  await expect(top.getByText('Lab tested', { exact: true })).toBeVisible();
  await expect(top.getByText('USA shipping')).toBeVisible();
  await expect(top.getByRole('definition')).toHaveText(['$48', '$52', '$47', '$62', '$79']);
  await expect(top.getByRole('term')).toHaveText([
    'BPC-157',
    'CJC-1295',
    'Ipamorelin',
    'TB-500',
    'Semaglutide',
  ]);
  await expect(top.getByText('Highest rating in this directory')).toBeVisible();

  const felix = cards.filter({ hasText: 'FelixChem' });
  await expect(felix.getByText('Good', { exact: true })).toBeVisible();
  await expect(felix.getByText('Not lab tested')).toBeVisible();
  await expect(cards.filter({ hasText: 'Swiss Chems' }).getByText('Very Good')).toBeVisible();
  await expect(
    cards.filter({ hasText: 'Ascension Peptides' }).getByText('PEPTIDIA10'),
  ).toBeVisible();
  await expect(
    cards.filter({ hasText: 'Paramount Peptides' }).getByText('Not listed').first(),
  ).toBeVisible();

  const help = page.getByRole('region', { name: 'Need Help Choosing?' });
  await expect(help.getByRole('link', { name: 'Browse the Vendor Directory' })).toHaveAttribute(
    'href',
    '/vendors',
  );
  await expect(help.getByRole('link', { name: 'Read Peptides 101' })).toHaveAttribute(
    'href',
    '/articles/peptides-101',
  );
});

test('the price table sorts by price per unit or by price, in the URL', async ({ page }) => {
  await page.goto('/compare-prices');
  await waitForHydration(page);
  const bpc = page.getByRole('region', { name: 'BPC-157', exact: true });
  // Default: price per unit, so the cheapest mg comes first.
  expect((await firstCells(bpc)).slice(0, 3)).toEqual([
    'Purified Aminos 10mg $54',
    'Omegamino 10mg $56',
    'Alpha Omega Peptide 5mg $29',
  ]);
  await expect(bpc.getByRole('columnheader', { name: 'Per mg' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );

  await page
    .getByRole('navigation', { name: 'Sort price tables' })
    .getByRole('link', { name: 'Price', exact: true })
    .click();
  await expect(page).toHaveURL(/\/compare-prices\?sort=price$/);
  await expect
    .poll(async () => (await firstCells(bpc)).slice(0, 3))
    .toEqual(['Alpha Omega Peptide 5mg $29', 'Modern Aminos 5mg $30', 'Purified Aminos 5mg $32']);
  await expect(bpc.getByRole('columnheader', { name: 'Price' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect(bpc.getByRole('columnheader', { name: 'Per mg' })).not.toHaveAttribute(
    'aria-sort',
    /.*/,
  );
  await expect(page.getByRole('link', { name: 'Price', exact: true })).toHaveAttribute(
    'aria-current',
    'true',
  );
});

test('every seeded price is dated and stale, so none is the best value', async ({ page }) => {
  await page.goto('/compare-prices');
  const bpc = page.getByRole('region', { name: 'BPC-157', exact: true });
  const rows = bpc.locator('tbody tr');
  await expect(rows).toHaveCount(12);
  // Seen on 2025-07-01, over 90 days ago: each row says so with its date, none is best value.
  await expect(rows.filter({ hasText: 'checked 1 Jul 2025stale' })).toHaveCount(12);
  await expect(rows.filter({ hasText: 'Best value' })).toHaveCount(0);
  await expect(rows.filter({ hasText: 'Purified Aminos' }).first()).toContainText('$5.40');
  // Each mg price says whether a fresh lab result adjusts it (another spec may have added one).
  await expect(rows.filter({ hasText: /no recent lab result|per active mg/ })).toHaveCount(12);
  await expect(page.getByText('Prices as of July 2025. Subject to change.').first()).toBeVisible();
  await page.goto('/compare-prices?peptide=bpc-157-kit');
  const kit = page.getByRole('region', { name: 'BPC-157 Kit' });
  await expect(kit.getByRole('columnheader', { name: 'Per vial' })).toBeVisible();
  // Kits are priced per vial: no per-mg lab adjustment is offered for them.
  await expect(kit).not.toContainText('no recent lab result');
  await page.goto('/compare-prices?peptide=cjc-1295');
  const cjc = page.getByRole('region', { name: 'CJC-1295', exact: true });
  await expect(cjc.getByText('(with DAC)').first()).toBeVisible();
  await expect(cjc.getByText('(no DAC)').first()).toBeVisible();
});

test("the server renders the chosen peptide's sorted table, without a bar chart", async ({
  request,
}) => {
  const html = await (await request.get('/compare-prices?sort=price')).text();
  // The bar chart only repeated the table's figures.
  expect(html).not.toContain('data-chart="price-per-unit"');
  const start = html.indexOf('id="price-bpc-157"');
  const bpc = html.slice(start, html.indexOf('</section>', start));
  expect(bpc.indexOf('>$29<')).toBeLessThan(bpc.indexOf('>$30<'));
  expect(bpc).toContain('aria-sort="ascending"');
});

test('the peptide links show one table at a time, keeping the sort, without JavaScript', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/compare-prices?sort=price');
  const picker = page.getByRole('navigation', { name: 'Peptides in the price table' });
  await expect(picker.getByRole('link')).toHaveCount(19);
  await expect(picker.getByRole('link', { name: 'BPC-157', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await picker.getByRole('link', { name: 'Semaglutide', exact: true }).click();
  await expect(page).toHaveURL(/\?sort=price&peptide=semaglutide#price-table-heading$/);
  const semaglutide = page.getByRole('region', { name: 'Semaglutide', exact: true });
  await expect(semaglutide.getByRole('columnheader', { name: 'Price' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect(page.getByRole('region', { name: 'BPC-157', exact: true })).toHaveCount(0);
  await context.close();
});

test('at 360 px the page fits about six screens, its tables without sideways scrolling', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const page = await context.newPage();
  await page.goto('/compare-prices');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Price Compare');
  const contents = page.getByRole('navigation', { name: 'On this page' });
  await expect(contents.getByRole('link')).toHaveText([
    'Vendors at a Glance',
    'Price Comparison by Peptide',
    'Need Help Choosing?',
  ]);
  const footerTop = await page
    .locator('footer')
    .last()
    .evaluate((footer) => footer.getBoundingClientRect().top + window.scrollY);
  // About six screens of 700 px (3,930 px when measured), not the 26,000 px it was.
  expect(footerTop).toBeLessThanOrEqual(4_200);
  const table = page.getByRole('region', { name: 'BPC-157', exact: true }).getByRole('table');
  const box = await table.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(360);
  // Nothing on the page scrolls the whole page sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await context.close();
});

test('from 1280 px the contents stay in view beside the page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/compare-prices');
  const contents = page.getByRole('navigation', { name: 'On this page' });
  await page.mouse.wheel(0, 2_000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1_000);
  await expect(contents).toBeInViewport();
});

test('the compare page has no serious accessibility violations', async ({ page }) => {
  await page.goto('/compare-prices?sort=price');
  await expectAccessible(page);
});
