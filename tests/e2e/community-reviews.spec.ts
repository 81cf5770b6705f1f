/**
 * Vendor reviews end to end: a member reviews a vendor, an admin approves it, another member
 * votes and switches the vote (the author cannot vote on it); a visitor is asked to log in.
 */
import { randomBytes } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { signIn, signInAsAdmin, signUp } from './auth-helpers';
import { expect, test, waitForHydration } from './fixtures';

const vendorPath = '/vendors/omegamino';

async function memberPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, await signUp(page));
  return page;
}

/** A toast: role status, or alert for the destructive ones. */
const toast = (page: Page, title: string) =>
  page.locator('[role="status"], [role="alert"]').filter({ hasText: title });

test('a member reviews a vendor, an admin approves it, another member votes and switches', async ({
  browser,
}) => {
  test.slow(); // three members and an admin
  const marker = `Fast shipping, COA matched ${randomBytes(4).toString('hex')}`;

  // 1. A member leaves a review.
  const author = await memberPage(browser);
  await author.goto(`${vendorPath}#reviews`);
  await waitForHydration(author);
  const reviews = author.locator('#reviews');
  const submit = reviews.getByRole('button', { name: 'Submit Review' });
  await expect(submit).toBeDisabled(); // no rating yet
  await reviews.locator('label').filter({ hasText: '4 stars' }).click();
  await reviews.getByLabel('Comment (optional)').fill(marker);
  await expect(reviews.getByText(`${marker.length}/500 characters`)).toBeVisible();
  await submit.click();
  await expect(toast(author, 'Review submitted!')).toContainText(
    'Thank you for your review! It will appear after an admin approves it.',
  );
  // Its author sees it where the form was, marked as awaiting approval; nobody else.
  const own = reviews.getByRole('heading', { name: 'Your review' }).locator('..').locator('..');
  await expect(own).toContainText('Awaiting approval');
  await expect(own).toContainText(marker);
  await expect(reviews.getByRole('button', { name: 'Submit Review' })).toHaveCount(0);
  await expect(reviews.locator('li').filter({ hasText: marker })).toHaveCount(0); // not listed

  // A second review of the same vendor (another tab, say) is refused by the server.
  const second = await author.request.post(vendorPath, {
    form: { intent: 'review', rating: '2' },
    headers: { origin: new URL(author.url()).origin },
    failOnStatusCode: false,
  });
  expect(second.status()).toBe(409);

  // A visitor's load now fills the host's page cache with the page as it is (no review yet).
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(vendorPath);
  await expect(visitor.locator('#reviews')).not.toContainText(marker);

  // 2. An admin approves it.
  const adminPage = await (await browser.newContext()).newPage();
  await signInAsAdmin(adminPage);
  await adminPage.goto('/admin');
  await waitForHydration(adminPage);
  await adminPage.getByRole('tab', { name: /^Reviews \(\d+\)$/ }).click();
  const item = adminPage.getByRole('listitem').filter({ hasText: marker });
  await expect(item).toContainText('Omegamino');
  await expect(item).toContainText('4 of 5 stars');
  await item.getByRole('button', { name: 'Approve' }).click();
  await expect(toast(adminPage, 'Approved')).toContainText(
    'Review has been approved and is now visible.',
  );
  await expect(item).toHaveCount(0);

  // The author sees it listed as everyone does, but without buttons: nobody votes on their own.
  await author.reload();
  const ownReview = author.locator('#reviews li').filter({ hasText: marker });
  await expect(ownReview).toContainText('Anonymous User');
  await expect(ownReview).toContainText('Your review: 0 found it helpful, 0 not helpful.');
  await expect(ownReview.getByRole('button')).toHaveCount(0);

  // 3. Another member votes, switches and removes the vote.
  const voter = await memberPage(browser);
  await voter.goto(vendorPath);
  await waitForHydration(voter);
  const review = voter.locator('#reviews li').filter({ hasText: marker });
  await expect(review).toContainText('Anonymous User');
  await expect(review.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
  const helpful = review.getByRole('button', { name: /^Helpful/ });
  const notHelpful = review.getByRole('button', { name: /^Not helpful/ });
  await expect(helpful).toHaveAccessibleName('Helpful (0)');

  await helpful.click();
  await expect(helpful).toHaveAccessibleName('Helpful (1)');
  await expect(helpful).toHaveAttribute('aria-pressed', 'true');

  await notHelpful.click();
  await expect(notHelpful).toHaveAccessibleName('Not helpful (1)');
  await expect(helpful).toHaveAccessibleName('Helpful (0)');
  await expect(notHelpful).toHaveAttribute('aria-pressed', 'true');

  await voter.reload();
  await expect(notHelpful).toHaveAccessibleName('Not helpful (1)');
  await expect(notHelpful).toHaveAttribute('aria-pressed', 'true');
  await waitForHydration(voter);
  await notHelpful.click();
  await expect(notHelpful).toHaveAccessibleName('Not helpful (0)');
  await expect(notHelpful).toHaveAttribute('aria-pressed', 'false');

  // The vendor's average member rating appears once it has approved reviews.
  await expect(voter.locator('#reviews')).toContainText('average member rating');

  // 4. The visitor's very next load shows the approved review (the cached page followed the
  // reviews' content version), with the log-in prompt; a vote asks them to log in.
  await visitor.goto(vendorPath);
  await waitForHydration(visitor);
  await expect(visitor.getByRole('link', { name: 'Log in to leave a review' })).toBeVisible();
  const visitorReview = visitor.locator('#reviews li').filter({ hasText: marker });
  await visitorReview.getByRole('button', { name: /^Helpful/ }).click();
  const logIn = toast(visitor, 'Please log in');
  await expect(logIn).toContainText('You need to be logged in to vote on reviews.');
  await expect(visitor).toHaveURL(/\/vendors\/omegamino/);
  // A way forward: sign in and come back to these reviews.
  await logIn.getByRole('link', { name: 'Sign in' }).click();
  await expect(visitor).toHaveURL(/\/auth\?redirectTo=%2Fvendors%2Fomegamino%23reviews$/);
});

test('without a rating the review cannot be sent; the counter follows the comment', async ({
  browser,
}) => {
  const page = await memberPage(browser);
  await page.goto('/vendors/felixchem');
  await waitForHydration(page);
  const reviews = page.locator('#reviews');
  await reviews.getByLabel('Comment (optional)').fill('x'.repeat(600));
  // The field stops at 500 characters.
  await expect(reviews.getByText('500/500 characters')).toBeVisible();
  await expect(reviews.getByRole('button', { name: 'Submit Review' })).toBeDisabled();
});
