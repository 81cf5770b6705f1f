import type { Page } from '@playwright/test';
import { peptides } from '../../app/data/peptides';
import { slugify } from '../../app/utils/site';
import { analyticsEvents, expect, expectAccessible, test, waitForHydration } from './fixtures';

const sectionOrder = ['Healing', 'Muscle Growth', 'Fat Loss', 'Cognitive', 'Other'];
const topTen = [...peptides]
  .sort((a, b) => b.popularity - a.popularity || a.name.localeCompare(b.name))
  .slice(0, 10);

const results = (page: Page) => page.getByRole('region', { name: 'Peptides by category' });
const carousel = (page: Page) => page.getByRole('region', { name: 'Most popular peptides' });
const sectionHeadings = (page: Page) => results(page).getByRole('heading', { level: 2 });

/** Name of the slide the carousel shows in front, read from its current dot. */
async function activeSlide(page: Page) {
  const label = await carousel(page)
    .locator('button[aria-current="true"]')
    .getAttribute('aria-label');
  return /^Show (.+) \(\d+ of 10\)$/.exec(label ?? '')?.[1];
}

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
    const scrolledAtOnce = await page.evaluate(() => window.scrollY);
    await expect(status).toHaveText('Perfect! You selected: Accelerate Healing');
    await expect(page.getByRole('button', { name: 'Healing', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(sectionHeadings(page)).toHaveText(['Healing']);
    // The scroll waits 300 ms after the pick, then brings the results into view.
    await expect(results(page)).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolledAtOnce);

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

  test('the carousel moves with buttons, dots and arrow keys and wraps both ways', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    const region = carousel(page);
    await expect(region.locator('button[aria-label^="Show "]')).toHaveCount(10);
    expect(await activeSlide(page)).toBe(topTen[0]!.name);
    await expect(region.getByRole('link')).toHaveCount(1);
    await expect(region.getByRole('link')).toContainText(topTen[0]!.price);

    await region.getByRole('button', { name: 'Next peptide' }).click();
    expect(await activeSlide(page)).toBe(topTen[1]!.name);
    await region.getByRole('button', { name: 'Previous peptide' }).click();
    await region.getByRole('button', { name: 'Previous peptide' }).click();
    expect(await activeSlide(page)).toBe(topTen[9]!.name);
    await expect(region.getByRole('link')).toContainText(topTen[9]!.name);

    await region.getByRole('button', { name: `Show ${topTen[4]!.name} (5 of 10)` }).click();
    expect(await activeSlide(page)).toBe(topTen[4]!.name);

    await page.keyboard.press('ArrowRight');
    expect(await activeSlide(page)).toBe(topTen[5]!.name);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await activeSlide(page)).toBe(topTen[3]!.name);

    await region.getByRole('button', { name: `Show ${topTen[9]!.name} (10 of 10)` }).click();
    await page.keyboard.press('ArrowRight');
    expect(await activeSlide(page)).toBe(topTen[0]!.name);
  });

  test('clicking a side card brings it forward; clicking the front card opens its page', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    const region = carousel(page);
    const second = topTen[1]!;
    // The neighbour on the right is hidden from assistive technology but visible and clickable.
    await region
      .locator(`a[href="/peptide/${slugify(second.name)}"]`)
      .click({ position: { x: 150, y: 100 } });
    expect(await activeSlide(page)).toBe(second.name);
    await expect(page).toHaveURL(/\/$/);
    await region.getByRole('link', { name: new RegExp(second.name) }).click();
    await expect(page).toHaveURL(new RegExp(`/peptide/${slugify(second.name)}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(second.name);
    const events = await analyticsEvents(page);
    expect(events).toContainEqual(
      expect.objectContaining({
        event: 'peptide_view',
        data: expect.objectContaining({
          peptideId: slugify(second.name),
          peptideName: second.name,
        }),
      }),
    );
  });

  test('auto-rotation is off on home; the toggle starts it, hover pauses it, a manual move stops it', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.goto('/');
    await waitForHydration(page);
    const region = carousel(page);
    await page.waitForTimeout(4500);
    expect(await activeSlide(page)).toBe(topTen[0]!.name);

    await region.getByRole('button', { name: 'Start auto-rotation' }).click();
    await expect(region.getByRole('button', { name: 'Pause auto-rotation' })).toBeVisible();
    // Hovering the carousel pauses it.
    await page.waitForTimeout(4500);
    expect(await activeSlide(page)).toBe(topTen[0]!.name);
    await page.mouse.move(5, 5);
    await expect.poll(() => activeSlide(page), { timeout: 6000 }).toBe(topTen[1]!.name);

    await region.getByRole('button', { name: 'Next peptide' }).click();
    await expect(region.getByRole('button', { name: 'Start auto-rotation' })).toBeVisible();
    const stoppedAt = await activeSlide(page);
    await page.mouse.move(5, 5);
    await page.waitForTimeout(4500);
    expect(await activeSlide(page)).toBe(stoppedAt);
  });

  test('hover tilt leans the front card; reduced motion turns 3D and tilt off', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    const front = carousel(page).getByRole('link');
    const box = (await front.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.move(box.x + box.width * 0.9, box.y + box.height * 0.1);
    await expect
      .poll(() => front.evaluate((el) => getComputedStyle(el).transform))
      .toMatch(/^matrix3d/);
    const neighbour = carousel(page).locator('[aria-roledescription="slide"]').nth(1);
    expect(await neighbour.evaluate((el) => getComputedStyle(el).transform)).toMatch(/^matrix3d/);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    await waitForHydration(page);
    const flatBox = (await front.boundingBox())!;
    await page.mouse.move(flatBox.x + flatBox.width / 2, flatBox.y + flatBox.height / 2);
    await page.mouse.move(flatBox.x + flatBox.width * 0.9, flatBox.y + flatBox.height * 0.1);
    expect(await front.evaluate((el) => getComputedStyle(el).transform)).toBe('none');
    expect(await neighbour.evaluate((el) => getComputedStyle(el).transform)).toMatch(/^matrix\(/);
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
