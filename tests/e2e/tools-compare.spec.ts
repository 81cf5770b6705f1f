/** Price comparison (/compare-prices): vendor cards, price table sorting, best value, charts. */
import type { Locator } from '@playwright/test';
import { expect, expectAccessible, test, waitForHydration } from './fixtures';

const firstCells = (section: Locator) =>
  section.locator('tbody tr').evaluateAll((rows) =>
    rows.map((row) => {
      const cells = [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? '');
      return `${cells[0]?.replace('Best value', '').trim()} ${cells[1]} ${cells[2]}`;
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

test('each dosage marks its best value, with price per unit', async ({ page }) => {
  await page.goto('/compare-prices');
  const bpc = page.getByRole('region', { name: 'BPC-157', exact: true });
  const best = bpc.locator('tbody tr').filter({ hasText: 'Best value' });
  await expect(best).toHaveCount(2);
  await expect(best.nth(0)).toContainText('Purified Aminos');
  await expect(best.nth(0)).toContainText('$5.40');
  await expect(best.nth(1)).toContainText('Alpha Omega Peptide');
  await expect(best.nth(1)).toContainText('$5.80');
  await page.goto('/compare-prices?peptide=bpc-157-kit');
  const kit = page.getByRole('region', { name: 'BPC-157 Kit' });
  await expect(kit.getByRole('columnheader', { name: 'Per vial' })).toBeVisible();
  await page.goto('/compare-prices?peptide=cjc-1295');
  const cjc = page.getByRole('region', { name: 'CJC-1295', exact: true });
  await expect(cjc.getByText('(with DAC)').first()).toBeVisible();
  await expect(cjc.getByText('(no DAC)').first()).toBeVisible();
});

test("the server renders the chosen peptide's sorted table and its inline SVG chart", async ({
  request,
}) => {
  const html = await (await request.get('/compare-prices?sort=price')).text();
  expect(html.match(/<svg[^>]*data-chart="price-per-unit"/g)).toHaveLength(1);
  expect(html).toContain(
    'BPC-157: price per mg, from $5.40 (Purified Aminos · 10mg) to $9.60 (Peptide Sciences · 5mg)',
  );
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

test('the chart shows one bar per vendor and dosage, best value in green', async ({ page }) => {
  await page.goto('/compare-prices');
  const chart = page.getByRole('region', { name: 'BPC-157', exact: true }).getByRole('img', {
    name: /BPC-157: price per mg/,
  });
  await expect(chart).toBeVisible();
  await expect(chart.locator('rect')).toHaveCount(12);
  await expect(chart.locator('rect[fill="#15803d"]')).toHaveCount(2);
  await expect(chart.locator('text').first()).toHaveText('Purified Aminos · 10mg — best value');
});

test('the compare page has no serious accessibility violations', async ({ page }) => {
  await page.goto('/compare-prices?sort=price');
  await expectAccessible(page);
});
