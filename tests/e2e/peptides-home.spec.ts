import { peptides } from '../../app/data/peptides';
import { analyticsEvents, expect, expectAccessible, test, waitForHydration } from './fixtures';
import { carousel, results, sectionHeadings, sectionOrder } from './peptides-home-helpers';

test.describe('home page', () => {
  test('shows every section, card and sidebar card in the server HTML', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Research Peptide Reference');
    await expect(sectionHeadings(page)).toHaveText(sectionOrder);
    await expect(page.getByRole('heading', { name: 'New to Peptides?' })).toBeVisible();
    await expect(carousel(page).getByRole('link', { name: /BPC-157/ })).toBeVisible();
    await expect(
      results(page)
        .getByRole('link', { name: /Learn More/ })
        .first(),
    ).toBeVisible();
    await context.close();
  });

  test('lists up to six cards per section by popularity, with the card contents', async ({
    page,
  }) => {
    await page.goto('/');
    for (const category of sectionOrder) {
      const section = results(page).getByRole('region', { name: category, exact: true });
      const expected = peptides
        .filter((p) => p.category.includes(category as never))
        .sort((a, b) => b.popularity - a.popularity)
        .slice(0, 6)
        .map((p) => p.name);
      await expect(section.getByRole('heading', { level: 3 })).toHaveText(expected);
      const cards = section.getByRole('article');
      await expect(cards.first()).toContainText('Most Popular');
      await expect(cards.nth(1)).not.toContainText('Most Popular');
    }
    const bpc = results(page).getByRole('article').filter({ hasText: 'BPC-157' }).first();
    await expect(bpc).toContainText('Verified');
    await expect(bpc).toContainText('$48');
    await expect(bpc).toContainText('Peptide Sciences');
    await expect(bpc.getByRole('link', { name: 'Learn More about BPC-157' })).toHaveAttribute(
      'href',
      '/peptide/bpc-157',
    );
    await expect(bpc.getByRole('link', { name: 'View All peptides' })).toHaveAttribute(
      'href',
      '/peptides',
    );
  });

  test('the goal picker filters, scrolls to the results and resets', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await page.goto('/');
    await waitForHydration(page);
    const status = page.getByRole('status').filter({ hasText: 'Perfect!' });

    await page.getByRole('button', { name: /Accelerate Healing/ }).click();
    await expect(status).toHaveText('Perfect! You selected: Accelerate Healing');
    await expect(page.getByRole('button', { name: 'Healing', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(sectionHeadings(page)).toHaveText(['Healing']);
    // The scroll waits 300 ms after the pick, then brings the results' top under the header
    // (scroll-mt-20, 80 px). Read from the results, not from scrollY at the click: on a busy
    // machine the scroll may be over before the test reads anything.
    await expect
      .poll(() => results(page).evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBe(80);

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: 'View Recommended Peptides' }).click();
    await expect(results(page)).toBeInViewport();

    await page.getByRole('button', { name: /Burn Fat Fast/ }).click();
    await expect(status).toHaveText('Perfect! You selected: Burn Fat Fast');
    await expect(sectionHeadings(page)).toHaveText(['Fat Loss']);

    await page.getByRole('button', { name: 'Choose Different Goal' }).click();
    await expect(page.getByText(/Perfect! You selected/)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'All', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(sectionHeadings(page)).toHaveText(sectionOrder);
    for (const goal of ['Accelerate Healing', 'Build Muscle Mass', 'Burn Fat Fast']) {
      await expect(page.getByRole('button', { name: new RegExp(goal) })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
    }
  });

  test('filter pills limit the sections that show', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const pills = page.getByRole('group', { name: 'Filter peptides by category' });
    await expect(pills.getByRole('button')).toHaveText([
      'All',
      'Healing',
      'Muscle Growth',
      'Fat Loss',
      'Cognitive',
    ]);
    await pills.getByRole('button', { name: 'Cognitive' }).click();
    await expect(sectionHeadings(page)).toHaveText(['Cognitive']);
    await expect(results(page).getByRole('heading', { name: 'Semax' })).toBeVisible();
    await pills.getByRole('button', { name: 'Muscle Growth' }).click();
    await expect(sectionHeadings(page)).toHaveText(['Muscle Growth']);
    await expect(pills.getByRole('button', { name: 'Cognitive' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await pills.getByRole('button', { name: 'All' }).click();
    await expect(sectionHeadings(page)).toHaveText(sectionOrder);
  });

  test('a card link records a peptide view and opens the peptide page', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await results(page).getByRole('link', { name: 'Learn More about TB-500' }).click();
    await expect(page).toHaveURL(/\/peptide\/tb-500$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('TB-500');
    const views = (await analyticsEvents(page)).filter((event) => event.event === 'peptide_view');
    expect(views.at(-1)?.data).toMatchObject({ peptideId: 'tb-500', peptideName: 'TB-500' });
  });

  test('the sidebar links to the injection guide and Peptides 101', async ({ page }) => {
    await page.goto('/');
    const sidebar = page.getByRole('complementary', { name: 'Guides' });
    await expect(sidebar.getByRole('link', { name: 'Read the Injection Guide' })).toHaveAttribute(
      'href',
      '/guides',
    );
    const article = sidebar.getByRole('region', { name: 'Peptides 101' });
    await expect(article).toContainText('15 min read');
    await expect(article).toContainText('Featured');
    await expect(article.getByRole('link', { name: 'Read Peptides 101' })).toHaveAttribute(
      'href',
      '/articles/peptides-101',
    );
    await expect(page.getByRole('link', { name: 'Start with Peptides 101' })).toHaveAttribute(
      'href',
      '/articles/peptides-101',
    );
  });

  test('does not shift the layout when it hydrates', async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { __cls: number }).__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as {
          value: number;
          hadRecentInput: boolean;
        }[]) {
          if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/');
    await waitForHydration(page);
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBeLessThan(
      0.05,
    );
  });

  test('has no serious accessibility violations and works at 360 px', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/');
    await waitForHydration(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await expectAccessible(page);
  });
});
