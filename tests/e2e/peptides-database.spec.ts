import type { Page } from '@playwright/test';
import { peptides } from '../../app/data/peptides';
import { analyticsEvents, expect, expectAccessible, test, waitForHydration } from './fixtures';

const byPopularity = [...peptides].sort(
  (a, b) => b.popularity - a.popularity || a.name.localeCompare(b.name),
);

/** Names of catalogue peptides whose name, description or a benefit contains the text. */
const matching = (text: string) =>
  byPopularity
    .filter((p) =>
      [p.name, p.description, ...p.benefits].some((field) =>
        field.toLowerCase().includes(text.toLowerCase()),
      ),
    )
    .map((p) => p.name);

const resultsSection = (page: Page) =>
  page.getByRole('region', { name: /^(All Peptides|Search Results)$/ });
const resultNames = (page: Page) => resultsSection(page).getByRole('heading', { level: 3 });

test.describe('peptide database', () => {
  test('lists every peptide by popularity, with the two featured stacks', async ({ page }) => {
    await page.goto('/peptides');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Peptide Database');
    await expect(resultNames(page)).toHaveText(byPopularity.map((p) => p.name));
    await expect(resultsSection(page).getByRole('status')).toHaveText('26 peptides');

    const featured = page.getByRole('region', { name: 'Featured Stacks' });
    await expect(featured.getByRole('heading', { level: 3 })).toHaveText([
      'GLOW Peptide Stack',
      'KLOW Complete Stack',
    ]);
    const glow = featured.getByRole('article').first();
    for (const text of [
      'GHK-Cu 50mg',
      'BPC-157 10mg',
      'TB-500 10mg',
      '$135',
      'Ascension Peptides',
    ]) {
      await expect(glow).toContainText(text);
    }
    await expect(glow.locator('s')).toHaveText('was $165');
    await expect(glow).toContainText('Score 92');
    await expect(glow.getByRole('list').nth(1).getByRole('listitem')).toHaveCount(3);
    await expect(glow.getByRole('link', { name: /View Stack/ })).toHaveAttribute(
      'href',
      '/stack/glow-peptide-stack',
    );
  });

  test('search filters by name, description and benefit, keeps ?q= and records the search', async ({
    page,
  }) => {
    await page.goto('/peptides');
    await waitForHydration(page);
    const search = page.getByRole('searchbox', { name: 'Search peptides' });
    await expect(search).toHaveAttribute('placeholder', 'Search peptides...');

    await search.fill('BPC');
    await expect(resultNames(page)).toHaveText(matching('bpc'));
    await expect(resultNames(page).first()).toHaveText('BPC-157');
    await expect(page).toHaveURL(/\/peptides\?q=BPC$/);
    await expect
      .poll(async () => (await analyticsEvents(page)).filter((e) => e.event === 'search').at(-1))
      .toMatchObject({ data: { query: 'BPC', results: matching('bpc').length } });

    // A benefit-only match: 'appetite' appears in benefits of the GLP-1 class, not in names.
    await search.fill('APPETITE');
    await expect(resultNames(page)).toHaveText(matching('appetite'));
    expect(matching('appetite').length).toBeGreaterThan(0);
    await expect(resultsSection(page).getByRole('status')).toHaveText(
      `${matching('appetite').length} of 26 peptides`,
    );

    await search.fill('zzzz-nothing');
    await expect(page.getByText('No peptides found matching your search.')).toBeVisible();
    await expect(resultNames(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\?q=zzzz-nothing$/);
    await expect
      .poll(async () => (await analyticsEvents(page)).filter((e) => e.event === 'search').at(-1))
      .toMatchObject({ data: { query: 'zzzz-nothing', results: 0 } });

    await search.fill('');
    await expect(resultNames(page)).toHaveCount(26);
    await expect(page).toHaveURL(/\/peptides$/);
  });

  test('renders ?q= results on the server', async ({ request, browser }) => {
    const html = await (await request.get('/peptides?q=TESAMORELIN')).text();
    expect(html).toMatch(/<h3[^>]*>Tesamorelin<\/h3>/);
    expect(html).not.toMatch(/<h3[^>]*>BPC-157<\/h3>/);
    expect(html).toContain('value="TESAMORELIN"');

    const empty = await (await request.get('/peptides?q=no-such-thing')).text();
    expect(empty).toContain('No peptides found matching your search.');

    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/peptides?q=semax');
    await expect(resultNames(page)).toHaveText(matching('semax'));
    await context.close();
  });

  test('the search box follows the address when a link clears the query', async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto('/peptides?q=kpv');
    await waitForHydration(page);
    const search = page.getByRole('searchbox', { name: 'Search peptides' });
    await expect(search).toHaveValue('kpv');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Peptides', exact: true })
      .click();
    await expect(page).toHaveURL(/\/peptides$/);
    await expect(search).toHaveValue('');
    await expect(resultNames(page)).toHaveCount(26);
  });

  test('a result link records a peptide view', async ({ page }) => {
    await page.goto('/peptides?q=semaglutide');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Learn More about Semaglutide' }).click();
    await expect(page).toHaveURL(/\/peptide\/semaglutide$/);
    const views = (await analyticsEvents(page)).filter((e) => e.event === 'peptide_view');
    expect(views.at(-1)?.data).toMatchObject({
      peptideId: 'semaglutide',
      peptideName: 'Semaglutide',
    });
  });

  test('has no serious accessibility violations', async ({ page }) => {
    await page.goto('/peptides');
    await waitForHydration(page);
    await expectAccessible(page);
  });
});
