/**
 * Vendor directory (/vendors): the sort and filter are the platform's own selects, by keyboard
 * and by choice; a change applies at once and the URL follows.
 */
import { expect, expectAccessible, test, waitForHydration } from './fixtures';
import { cardNames } from './vendors-helpers';

test('sort by keyboard: arrows pick, the URL and the list follow, the focus stays', async ({
  page,
}) => {
  await page.goto('/vendors');
  await waitForHydration(page);
  // Default sort is Lab Testing Grade: grade B vendors come last.
  await expect
    .poll(async () => (await cardNames(page)).slice(-2))
    .toEqual(['Prime Peptides', 'FelixChem']);

  const sort = page.getByRole('combobox', { name: 'Sort by' });
  await expect(sort).toHaveValue('grade');
  expect(await sort.evaluate((element) => element.tagName)).toBe('SELECT');
  await expectAccessible(page);
  await sort.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page).toHaveURL(/\/vendors\?sort=price$/);
  await expect(sort).toHaveValue('price');
  await expect(sort).toBeFocused();
  await expect
    .poll(async () => (await cardNames(page)).slice(0, 3))
    .toEqual(['Alpha Omega Peptide', 'Modern Aminos', 'Purified Aminos']);

  await sort.selectOption({ label: 'Trust Score' });
  await expect(page).toHaveURL(/\/vendors\?sort=trust$/);
  await expect.poll(async () => (await cardNames(page))[0]).toBe('Peptide Sciences');
});

test('filter by choice: each filter applies at once and the count follows', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/vendors');
  await waitForHydration(page);
  const filter = page.getByRole('combobox', { name: 'Filter' });

  await filter.selectOption({ label: 'Budget Options' });
  await expect(page).toHaveURL(/\/vendors\?filter=budget$/);
  await expect
    .poll(() => cardNames(page))
    .toEqual([
      'Alpha Omega Peptide',
      'Purified Aminos',
      'Swiss Chems',
      'Modern Aminos',
      'Ascension Peptides',
      'Paramount Peptides',
    ]);

  await filter.selectOption({ label: 'Lab Tested Only' });
  await expect(page).toHaveURL(/\/vendors\?filter=lab-tested$/);
  await expect(page.getByText('Showing 10 of 12 vendors')).toBeVisible();

  await filter.selectOption({ label: 'Grade A Only' });
  await expect(page.getByText('Showing 10 of 12 vendors')).toBeVisible();
  await expect.poll(() => cardNames(page)).not.toContain('Prime Peptides');
  await filter.selectOption({ label: 'USA Only' });
  await expect(page).toHaveURL(/filter=usa$/);
  await expect(page.getByText('Showing 12 of 12 vendors')).toBeVisible();
});
