/**
 * The directory's default sort, "Lab Testing Grade", lists the stars in order
 * within each grade (ties by rating, then name), and the page says the order in words.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const grades: Record<string, number> = { A: 5, B: 4, C: 3, D: 2, E: 1, none: 0 };

/** Each card's [grade score, rating], read from its grade badge and its stars as shown. */
async function cardKeys(page: Page) {
  const texts = await page.getByRole('main').getByRole('article').allTextContents();
  return texts.map((text) => {
    const grade = /grade ([A-E])\b/.exec(text)?.[1] ?? 'none';
    const rating = /(\d+\.\d)\/10/.exec(text);
    expect(rating, text).not.toBeNull();
    return [grades[grade]!, Number(rating![1])] as const;
  });
}

test('the default sort reads as sorted: grade first, then stars highest first', async ({
  page,
}) => {
  await page.goto('/vendors');
  await expect(
    page.getByText('Sorted by lab grade (A first), then rating out of 10, then name.'),
  ).toBeVisible();
  const keys = await cardKeys(page);
  expect(keys).toHaveLength(12);
  const expected = [...keys].sort((a, b) => b[0] - a[0] || b[1] - a[1]);
  expect(keys).toEqual(expected);
});

test('each sort says its order, and ties read highest rating first', async ({ page }) => {
  await page.goto('/vendors?sort=price');
  await expect(
    page.getByText('Sorted by lowest entry price, then rating out of 10, then name.'),
  ).toBeVisible();
  await expect(page.getByRole('main').getByRole('article').first()).toContainText('$11');
  await page.goto('/vendors?sort=trust');
  await expect(
    page.getByText('Sorted by trust score (highest first), then rating out of 10, then name.'),
  ).toBeVisible();
  await expect(page.getByRole('main').getByRole('article').first()).toContainText('94/100');
});
