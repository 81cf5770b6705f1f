/**
 * A print stylesheet (profiles, the guide, the calculator result), a dark
 * theme that follows the system setting (axe checks its contrast in accessibility.spec.ts), and
 * a "Copy link" on peptide pages, discussions and comments that is a plain link without
 * JavaScript.
 */
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { approvedDiscussion } from './community-helpers';
import { expect, test, waitForHydration } from './fixtures';

/** Relative luminance of a computed colour, 0 (black) to 1 (white), enough to tell dark from light. */
const luminance = (page: Page, selector: string, property: 'color' | 'backgroundColor') =>
  page.locator(selector).evaluate((element, prop) => {
    const canvas = document.createElement('canvas').getContext('2d')!;
    canvas.fillStyle = getComputedStyle(element)[prop];
    canvas.fillRect(0, 0, 1, 1);
    const [r, g, b] = canvas.getImageData(0, 0, 1, 1).data;
    return (0.2126 * r! + 0.7152 * g! + 0.0722 * b!) / 255;
  }, property);

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the theme follows the system setting, and paper stays light', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/peptide/bpc-157');
    expect(await luminance(page, 'body', 'backgroundColor')).toBeLessThan(0.2);
    expect(await luminance(page, 'h1', 'color')).toBeGreaterThan(0.8);
    await page.emulateMedia({ colorScheme: 'light' });
    expect(await luminance(page, 'body', 'backgroundColor')).toBeGreaterThan(0.9);
    await page.emulateMedia({ colorScheme: 'dark', media: 'print' });
    expect(await luminance(page, 'h1', 'color')).toBeLessThan(0.2);
  });

  test('a profile prints every tab, without the site frame or navigation', async ({ page }) => {
    await page.goto('/peptide/bpc-157');
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'On this page' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeHidden();
    await expect(page.getByRole('tablist')).toBeHidden();
    for (const text of ['Localised soft-tissue injury research', 'Good signs', 'Red flags']) {
      await expect(page.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Safety Notes' })).toBeVisible();
    await page.emulateMedia({ media: 'screen' });
    await expect(page.getByText('Good signs', { exact: true })).toBeHidden();
  });

  test('the calculator prints its inputs and result, not the lessons', async ({ page }) => {
    await page.goto('/dosage-calculator?amount=5&unit=mg&water=2&dose=250');
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('region', { name: 'Result', exact: true })).toBeVisible();
    await expect(page.getByLabel('Peptide amount in the vial')).toHaveValue('5');
    await expect(page.getByRole('button', { name: 'Calculate' })).toBeHidden();
    await expect(
      page.getByRole('heading', { name: 'Reading a U-100 insulin syringe' }),
    ).toBeHidden();
  });

  test('the guide prints without its contents list', async ({ page }) => {
    await page.goto('/guides');
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'On this page' })).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Storage guidelines' })).toBeVisible();
  });

  test('Copy link on a peptide page is a link to its canonical address', async ({ page }) => {
    await page.goto('/peptides/tb-500');
    const copy = page.getByRole('link', { name: 'Copy link to the TB-500 page' });
    await expect(copy).toHaveAttribute('href', '/peptide/tb-500');
    await copy.click();
    await expect(page).toHaveURL(/\/peptide\/tb-500$/);
  });
});

test('Copy link copies the page address and says so', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/peptide/semaglutide');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Copy link to the Semaglutide page' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${baseURL}/peptide/semaglutide`,
  );
  await expect(page).toHaveURL(/\/peptide\/semaglutide$/);
});

test('a discussion and each comment have a Copy link to themselves', async ({
  browser,
  baseURL,
}) => {
  test.slow(); // an author and an admin approve the discussion first
  const title = `Copy links ${randomBytes(3).toString('hex')}`;
  const { author, url } = await approvedDiscussion(browser, title, 'Body text.');
  await author.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await author.goto(url);
  await waitForHydration(author);
  await expect(author.getByRole('link', { name: 'Copy link to this discussion' })).toHaveAttribute(
    'href',
    url,
  );
  await author.getByPlaceholder('Share your thoughts on this discussion...').fill('A comment.');
  await author.getByRole('button', { name: 'Post Comment' }).click();
  const comment = author.locator('li[id^="comment-"]').filter({ hasText: 'A comment.' });
  const id = await comment.getAttribute('id');
  const copy = comment.getByRole('link', { name: 'Copy link to this comment' });
  // The query names the comment so that the server opens the page of the thread holding it.
  const link = `${url}?comment=${id?.replace(/^comment-/, '')}#${id}`;
  await expect(copy).toHaveAttribute('href', link);
  await copy.click();
  expect(await author.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}${link}`);
});
