/**
 * Search from the header: a plain form, so it works with JavaScript turned off too;
 * results grouped by kind, each a link to where the match is.
 */
import { randomBytes } from 'node:crypto';
import { accountMenuButton, newUser } from './auth-helpers';
import { approvedDiscussion, memberPage } from './community-helpers';
import { expect, expectAccessible, test, waitForHydration } from './fixtures';
import { collectErrors } from './member-page-helpers';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the header search box finds a peptide and a guide step', async ({ page }) => {
    await page.goto('/vendors');
    await page.getByRole('searchbox', { name: 'Search the site' }).fill('bacteriostatic');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=bacteriostatic$/);
    await expect(
      page.getByRole('heading', { level: 2, name: /Guides and articles/ }),
    ).toBeVisible();
    await page.getByRole('searchbox', { name: /Search peptides/ }).fill('sema');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('link', { name: 'Semaglutide', exact: true }).click();
    await expect(page).toHaveURL(/\/peptide\/semaglutide$/);
  });

  test('an empty or junk search says what to type', async ({ page }) => {
    await page.goto('/search?q=%25%25');
    await expect(page.getByRole('alert')).toHaveText(
      'Search for words or "exact phrases": use letters or numbers.',
    );
  });
});

test('an approved discussion is found by a phrase, with the words marked', async ({
  browser,
  page,
}) => {
  test.slow(); // an author and an admin approve the discussion first
  const marker = `zq${randomBytes(3).toString('hex')}`;
  const title = `Storage question ${marker}`;
  await approvedDiscussion(browser, title, `Does ${marker} keep in the fridge for a month?`);
  await page.goto('/');
  await page.getByRole('searchbox', { name: 'Search the site' }).fill(`"${marker} keep"`);
  await page.keyboard.press('Enter');
  const results = page.getByRole('region', { name: /Discussions/ });
  await expect(results.getByRole('link', { name: title })).toBeVisible();
  await expect(results.locator('mark').first()).toHaveText(marker);
  await expectAccessible(page);
});

test('a search kept for members shows each their own account, and what the forum holds now', async ({
  browser,
}) => {
  test.slow(); // two members, an author and an admin
  const marker = `zq${randomBytes(3).toString('hex')}`;
  const [ada, bea] = [
    newUser({ displayName: 'Ada Search' }),
    newUser({ displayName: 'Bea Search' }),
  ];
  const [adaPage, beaPage] = [await memberPage(browser, ada), await memberPage(browser, bea)];
  await adaPage.goto(`/search?q=${marker}`);
  await expect(adaPage.getByText(`No results for “${marker}”.`, { exact: false })).toBeVisible();
  const title = `Fridge question ${marker}`;
  await approvedDiscussion(browser, title, `Does ${marker} keep for a month?`);
  for (const [page, name] of [
    [adaPage, 'Ada Search'],
    [beaPage, 'Bea Search'],
  ] as const) {
    await page.goto(`/search?q=${marker}`);
    const results = page.getByRole('region', { name: /Discussions/ });
    await expect(results.getByRole('link', { name: title })).toBeVisible();
    await expect(accountMenuButton(page)).toHaveAttribute('aria-label', new RegExp(name));
  }
});

test('a search filled into the kept page hydrates as it is, and a result opens in the app', async ({
  page,
}) => {
  const errors = collectErrors(page);
  // A different search each run: never kept, so the host fills it into the page's frame.
  const nonce = randomBytes(3).toString('hex');
  await page.goto(`/search?q=${encodeURIComponent(`sema & <${nonce}`)}`);
  await expect(page).toHaveTitle(new RegExp(`^Search: sema & <${nonce}`));
  await expect(page.getByRole('searchbox', { name: /Search peptides/ })).toHaveValue(
    `sema & <${nonce}`,
  );
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { stayed?: true }).stayed = true));
  await page.getByRole('searchbox', { name: /Search peptides/ }).fill('sema');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('link', { name: 'Semaglutide', exact: true }).click();
  await expect(page).toHaveURL(/\/peptide\/semaglutide$/);
  // No document load on the way: the results' plain links are followed in the app.
  expect(await page.evaluate(() => (window as unknown as { stayed?: true }).stayed)).toBe(true);
  expect(errors).toEqual([]);
});
