/**
 * The spec's disabled buttons ('Submit Review', 'Submit for Review', 'Post
 * Comment', 'Reply') say beside them what is still missing, as their accessible description;
 * without JavaScript the hint shows until the field is filled. The calculator's unit toggle shows
 * a focus ring apart from its fill.
 */
import { randomBytes } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { signIn, signUp } from './auth-helpers';
import { approvedDiscussion, memberPage } from './community-helpers';
import { expect, test, waitForHydration } from './fixtures';

async function memberWithoutJavaScript(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  await signIn(page, await signUp(page));
  return page;
}

test('Submit Review says a star rating is missing until one is picked', async ({ browser }) => {
  const page = await memberPage(browser);
  await page.goto('/vendors/omegamino#reviews');
  await waitForHydration(page);
  const reviews = page.locator('#reviews');
  const submit = reviews.getByRole('button', { name: 'Submit Review' });
  await expect(submit).toBeDisabled();
  await expect(submit).toHaveAccessibleDescription('Pick a star rating to submit');
  await expect(reviews.getByText('Pick a star rating to submit')).toBeVisible();
  await reviews.locator('label').filter({ hasText: '3 stars' }).click();
  await expect(submit).toBeEnabled();
  await expect(submit).toHaveAccessibleDescription('');
  await expect(reviews.getByText('Pick a star rating to submit')).toHaveCount(0);
});

test('Submit for Review names the blank fields', async ({ browser }) => {
  const page = await memberPage(browser);
  await page.goto('/community/new-discussion');
  await waitForHydration(page);
  const submit = page.getByRole('button', { name: 'Submit for Review' });
  await expect(submit).toHaveAccessibleDescription('Add a title and content to submit');
  await page.getByLabel('Title').fill('Storage of opened vials');
  await expect(submit).toHaveAccessibleDescription('Add content to submit');
  await expect(submit).toBeDisabled();
  await page.getByLabel('Content').fill('   ');
  await expect(page.getByText('Add content to submit')).toBeVisible();
  await page.getByLabel('Content').fill('How long do they keep?');
  await expect(submit).toBeEnabled();
  await expect(submit).toHaveAccessibleDescription('');
});

test('Post Comment and Reply say the text is missing', async ({ browser }) => {
  test.slow(); // an author and an admin approve the discussion first
  const title = `Hints for comments ${randomBytes(3).toString('hex')}`;
  const { author, url } = await approvedDiscussion(browser, title, 'A body.');
  await author.goto(url);
  await waitForHydration(author);
  const post = author.getByRole('button', { name: 'Post Comment' });
  await expect(post).toHaveAccessibleDescription('Write a comment to post it');
  await author.getByPlaceholder('Share your thoughts on this discussion...').fill('First.');
  await expect(post).toHaveAccessibleDescription('');
  await post.click();
  const thread = author.locator('li[id^="comment-"]').filter({ hasText: 'First.' });
  await thread.getByRole('link', { name: 'Reply' }).click();
  const reply = thread.getByRole('button', { name: 'Reply' });
  await expect(reply).toBeDisabled();
  await expect(reply).toHaveAccessibleDescription('Write a reply to post it');
});

test('the selected unit shows a focus ring apart from its fill', async ({ page }) => {
  await page.goto('/dosage-calculator');
  await waitForHydration(page);
  await page.getByLabel('Peptide amount in the vial').focus();
  await page.keyboard.press('Tab'); // onto the checked radio of the mg/mcg toggle
  const selected = page.locator('label').filter({ has: page.locator('input[value="mg"]') });
  await expect(page.getByRole('radio', { name: 'mg', exact: true })).toBeFocused();
  const ring = await selected.evaluate((label) => {
    const style = getComputedStyle(label);
    return {
      width: parseFloat(style.outlineWidth),
      offset: parseFloat(style.outlineOffset),
      outline: style.outlineColor,
      fill: style.backgroundColor,
    };
  });
  expect(ring.width).toBeGreaterThanOrEqual(2);
  // Set off from the fill by a gap and a colour of its own, so it reads as a ring.
  expect(ring.offset).toBeGreaterThanOrEqual(2);
  expect(ring.outline).not.toBe(ring.fill);
});

test.describe('without JavaScript', () => {
  test('the review hint shows until a star is picked', async ({ browser }) => {
    const page = await memberWithoutJavaScript(browser);
    await page.goto('/vendors/modern-aminos#reviews');
    const hint = page.locator('#reviews').getByText('Pick a star rating to submit');
    await expect(hint).toBeVisible();
    await page.locator('#reviews label').filter({ hasText: '4 stars' }).click();
    await expect(hint).toBeHidden();
  });

  test('the discussion hint shows until title and content are filled', async ({ browser }) => {
    const page = await memberWithoutJavaScript(browser);
    await page.goto('/community/new-discussion');
    const hint = page.getByText('Add a title and content to submit');
    await expect(hint).toBeVisible();
    await page.getByLabel('Title').fill('A title');
    await expect(hint).toBeVisible();
    await page.getByLabel('Content').fill('Some content');
    await expect(hint).toBeHidden();
  });
});
