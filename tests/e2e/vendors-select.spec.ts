/** Vendor directory (/vendors): the sort and filter dropdowns by keyboard and by pointer. */
import { expect, expectAccessible, test, waitForHydration } from './fixtures';
import { cardNames } from './vendors-helpers';

test('sort by keyboard: Enter opens, arrows move, Enter picks, the URL follows', async ({
  page,
}) => {
  await page.goto('/vendors');
  await waitForHydration(page);
  // Default sort is Lab Testing Grade: grade B vendors come last.
  await expect
    .poll(async () => (await cardNames(page)).slice(-2))
    .toEqual(['Prime Peptides', 'FelixChem']);

  const sort = page.getByRole('combobox', { name: 'Sort by' });
  await expect(sort).toHaveText('Lab Testing Grade');
  await sort.focus();
  await page.keyboard.press('Enter');
  const listbox = page.getByRole('listbox', { name: 'Sort by' });
  await expect(listbox).toBeVisible();
  await expect(sort).toHaveAttribute('aria-expanded', 'true');
  await expect(listbox.getByRole('option', { name: 'Lab Testing Grade' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expectAccessible(page);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(listbox).toBeHidden();
  await expect(page).toHaveURL(/\/vendors\?sort=price$/);
  await expect(sort).toHaveText('Lowest Price');
  await expect(sort).toBeFocused();
  await expect
    .poll(async () => (await cardNames(page)).slice(0, 3))
    .toEqual(['Alpha Omega Peptide', 'Modern Aminos', 'Purified Aminos']);

  // Space and ArrowUp open it too; Escape closes without changing anything.
  for (const key of ['Space', 'ArrowUp', 'ArrowDown']) {
    await page.keyboard.press(key);
    await expect(listbox).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(listbox).toBeHidden();
  }
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/vendors\?sort=trust$/);
  await expect.poll(async () => (await cardNames(page))[0]).toBe('Peptide Sciences');
});

test('filter with the pointer; outside click, resize and blur close the list', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/vendors');
  await waitForHydration(page);
  const filter = page.getByRole('combobox', { name: 'Filter' });
  const listbox = page.getByRole('listbox', { name: 'Filter' });

  await filter.click();
  await expect(listbox).toBeVisible();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(listbox).toBeHidden();

  await filter.click();
  await page.setViewportSize({ width: 1200, height: 900 });
  await expect(listbox).toBeHidden();

  await filter.click();
  await page.evaluate(() => window.dispatchEvent(new Event('blur')));
  await expect(listbox).toBeHidden();

  // A press that moves up to 10 px before release is still a click: the list stays open.
  const box = (await filter.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + 28, box.y + box.height / 2 + 6);
  await page.mouse.up();
  await expect(listbox).toBeVisible();
  await listbox.getByRole('option', { name: 'Budget Options' }).click();
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

  // Press, drag more than 10 px onto an option and release: that option is chosen.
  const start = (await filter.boundingBox())!;
  await page.mouse.move(start.x + 20, start.y + start.height / 2);
  await page.mouse.down();
  await expect(listbox).toBeVisible();
  const option = (await listbox.getByRole('option', { name: 'Lab Tested Only' }).boundingBox())!;
  await page.mouse.move(option.x + 20, option.y + option.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect(page).toHaveURL(/\/vendors\?filter=lab-tested$/);
  await expect(page.getByText('Showing 10 of 12 vendors')).toBeVisible();

  await filter.click();
  await listbox.getByRole('option', { name: 'Grade A Only' }).click();
  await expect(page.getByText('Showing 10 of 12 vendors')).toBeVisible();
  await expect.poll(() => cardNames(page)).not.toContain('Prime Peptides');
  await filter.click();
  await listbox.getByRole('option', { name: 'USA Only' }).click();
  await expect(page).toHaveURL(/filter=usa$/);
  await expect(page.getByText('Showing 12 of 12 vendors')).toBeVisible();
});
