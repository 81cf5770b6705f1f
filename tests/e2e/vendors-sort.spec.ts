/**
 * Issue 18, point 4: the directory's default sort, "Lab Testing Grade", lists the stars in order
 * within each grade (ties by rating, then name), and each card names what it was sorted by.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const grades: Record<string, number> = { A: 5, B: 4, C: 3, D: 2, E: 1, none: 0 };

/** Each card's sort key as [grade score, rating], read from the text the visitor sees. */
async function sortKeys(page: Page) {
  const texts = await page
    .getByRole('main')
    .getByRole('article')
    .locator('p', { hasText: 'Sorted by:' })
    .allTextContents();
  return texts.map((text) => {
    const match = /Lab grade (\w+), then rating (\d+\.\d)\/10/.exec(text);
    expect(match, text).not.toBeNull();
    return [grades[match![1]!]!, Number(match![2])] as const;
  });
}

test('the default sort reads as sorted: grade first, then stars highest first', async ({
  page,
}) => {
  await page.goto('/vendors');
  const keys = await sortKeys(page);
  expect(keys).toHaveLength(12);
  const expected = [...keys].sort((a, b) => b[0] - a[0] || b[1] - a[1]);
  expect(keys).toEqual(expected);
  // The star on each card agrees with the key it was sorted by.
  const stars = await page
    .getByRole('main')
    .getByRole('article')
    .locator('p:has(svg)')
    .first()
    .textContent();
  expect(stars).toContain(String(keys[0]![1]));
});

test('each sort names its key on the cards', async ({ page }) => {
  await page.goto('/vendors?sort=price');
  await expect(page.getByRole('main').getByRole('article').first()).toContainText(
    'From $11, then rating 8.8/10',
  );
  await page.goto('/vendors?sort=trust');
  await expect(page.getByRole('main').getByRole('article').first()).toContainText(
    'Trust 94/100, then rating 9.1/10',
  );
});
