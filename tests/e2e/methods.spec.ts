/**
 * /methods says how each score is made and what it
 * rests on, and says so plainly where the data records no method; every place that shows a score
 * carries a short legend linking there; vendor facts are marked unverified.
 */
import type { Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { expect, expectAccessible, test, waitForHydration } from './fixtures';

const notRecorded = 'how it was made is not recorded';

for (const width of [360, 1280]) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`/methods at ${width} px in the ${colorScheme} theme has no serious accessibility violations`, async ({
      page,
    }) => {
      test.slow(); // axe on a busy machine
      await page.emulateMedia({ colorScheme });
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/methods');
      await waitForHydration(page);
      await expectAccessible(page);
    });
  }
}

test('/methods explains each score and says where no method is recorded', async ({ page }) => {
  await page.goto('/methods');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('How scores are made');
  await expect(page.getByRole('heading', { level: 2 })).toContainText([
    'Lab grades',
    'Prices and their dates',
    'Trust scores',
    'Ratings and member reviews',
    'The Verified badge',
    'The stack Score',
    'Vendor facts',
    'Evidence behind the peptide profiles',
  ]);
  const section = (id: string) => page.locator(`section:has(> h2#${id})`);
  await expect(section('lab-grades')).toContainText('fewer than 3 tests says “limited data”');
  await expect(section('lab-grades')).toContainText('current until its re-test date');
  await expect(section('prices')).toContainText('current for 90 days');
  await expect(section('trust-scores')).toContainText(`editorial score; ${notRecorded}`);
  await expect(section('ratings')).toContainText(`editorial score; ${notRecorded}`);
  await expect(section('verified')).toContainText(`editorial mark; ${notRecorded}`);
  await expect(section('stack-score')).toContainText(`editorial score; ${notRecorded}`);
  await expect(section('vendor-facts')).toContainText('unverified');
});

test('/methods states the evidence rule and how far the profiles are checked', async ({ page }) => {
  await page.goto('/methods');
  const evidence = page.locator('section:has(> h2#evidence)');
  const levels = evidence.getByRole('definition');
  await expect(evidence.getByRole('term')).toHaveText([
    'Randomised human trials:',
    'Other human studies:',
    'Animal studies only:',
    'Cell studies only:',
    'No published source found:',
    'Most Effective:',
    'Effective:',
    'Moderate:',
    'Promising:',
  ]);
  await expect(levels.first()).toContainText('randomised controlled trial in people');
  await expect(evidence).toContainText('highest kind of study');
  await expect(evidence).toContainText(
    /(\d+ of 28 profiles have been checked against their sources; the latest check was on \d{1,2} [A-Z][a-z]+ 20\d\d|None of the 28 profiles has been checked)/,
  );
  await page.goto('/peptide/bpc-157');
  await page.getByRole('link', { name: 'how evidence is rated' }).click();
  await expect(page).toHaveURL(/\/methods#evidence$/);
});

test('the footer links to /methods from every page', async ({ page }) => {
  await page.goto('/guides');
  await page.getByRole('contentinfo').getByRole('link', { name: 'How Scores Are Made' }).click();
  await expect(page).toHaveURL(/\/methods$/);
});

/** A legend with this text whose 'How scores are made' link goes to the named section. */
async function expectLegend(page: Page, path: string, text: string, section: string) {
  await page.goto(path);
  const link = page.getByRole('link', { name: 'How scores are made' });
  const legend = page
    .locator('p', { hasText: text })
    .filter({ has: link.and(page.locator(`[href="/methods#${section}"]`)) });
  await expect(legend.first()).toBeVisible();
}

test('each score shown has a legend linked to its method', async ({ page }) => {
  await expectLegend(page, '/vendors', 'Trust 0–100, editorial', 'lab-grades');
  await expectLegend(page, '/vendors/swiss-chems', '★ /10 rating, editorial', 'ratings');
  await expectLegend(page, '/compare-prices', 'Excellent 9+, Very Good 8+', 'ratings');
  await expectLegend(page, '/peptides', 'Score 0–100: editorial score', 'stack-score');
  await expectLegend(page, '/peptides', `Verified: an editorial mark; ${notRecorded}`, 'verified');
  await expectLegend(page, '/', `Verified: an editorial mark; ${notRecorded}`, 'verified');
  // The catalogue's full cards carry the meaning as a tooltip too (home's compact ones leave it
  // to the legend, to make room for their safety notes).
  await page.goto('/peptides');
  await expect(page.getByText('Verified', { exact: true }).first()).toHaveAttribute(
    'title',
    `Verified: an editorial mark; ${notRecorded}`,
  );
});

test('a vendor page marks its facts unverified and links to why', async ({ page }) => {
  await page.goto('/vendors/peptide-sciences');
  const facts = page.getByRole('region', { name: 'Quick Facts' });
  await expect(facts).toContainText('Unverified: no source is recorded for these facts.');
  await facts.getByRole('link', { name: 'About vendor facts' }).click();
  await expect(page).toHaveURL(/\/methods#vendor-facts$/);
  await expect(page.getByRole('heading', { name: 'Vendor facts' })).toBeInViewport();
});

test('the home page has no two landmarks of the same name', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const results = await new AxeBuilder({ page }).withRules(['landmark-unique']).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});
