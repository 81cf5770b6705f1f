/** The home page carousel: buttons, dots, arrow keys, side cards, auto-rotation and tilt. */
import { slugify } from '../../app/utils/site';
import { analyticsEvents, expect, test, waitForHydration } from './fixtures';
import { activeSlide, carousel, topTen } from './peptides-home-helpers';

test.describe('home page', () => {
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
});
