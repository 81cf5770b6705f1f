/**
 * Community controls used from the moment the page arrives, in a fresh phone-like tab, while the
 * app starts underneath: a reply keeps its first letters and is posted, a helpful vote counts once,
 * a flag keeps its reason and note and is sent.
 */
import { randomBytes } from 'node:crypto';
import type { Browser } from '@playwright/test';
import { signIn, signInAsAdmin } from './auth-helpers';
import { approvedDiscussion, memberPage, toast } from './community-helpers';
import { expect, test, waitForHydration } from './fixtures';
import * as touch from './first-touch-helpers';

test.use({ appUsedInTab: false });
// Each test first sets up members, posts and an admin: slow on a shared machine.
test.describe.configure({ timeout: 240_000 });

const hex = () => randomBytes(3).toString('hex');

/** A discussion with one comment on it; returns the discussion's path and the comment's text. */
async function discussionWithComment(browser: Browser) {
  const { author, url } = await approvedDiscussion(browser, `First touch ${hex()}`, 'Body');
  const comment = `I keep mine in the fridge ${hex()}`;
  await waitForHydration(author);
  await author.getByLabel('Your comment').fill(comment);
  await author.getByRole('button', { name: 'Post Comment' }).click();
  await expect(toast(author, 'Comment posted')).toBeVisible();
  return { url, comment };
}

/** A review of Omegamino by a new member, approved by an admin; returns its text. */
async function approvedReview(browser: Browser) {
  const marker = `Fast shipping ${hex()}`;
  const author = await memberPage(browser);
  await author.goto('/vendors/omegamino#reviews');
  await waitForHydration(author);
  const reviews = author.locator('#reviews');
  await reviews.locator('label').filter({ hasText: '5 stars' }).click();
  await reviews.getByLabel('Comment (optional)').fill(marker);
  await reviews.getByRole('button', { name: 'Submit Review' }).click();
  await expect(toast(author, 'Review submitted!')).toBeVisible();
  const admin = await (await browser.newContext()).newPage();
  await signInAsAdmin(admin);
  await admin.goto('/admin');
  await waitForHydration(admin);
  await admin.getByRole('tab', { name: /^Reviews \(\d+\)$/ }).click();
  const item = admin.getByRole('listitem').filter({ hasText: marker });
  await item.getByRole('button', { name: 'Approve' }).click();
  await expect(item).toHaveCount(0);
  return marker;
}

test('a reply opened and typed at once keeps its first letters and is posted', async ({
  browser,
}) => {
  const { url, comment } = await discussionWithComment(browser);
  const page = await touch.freshPage(browser, await touch.newMember(browser));
  const text = `Same here ${hex()}`;
  await touch.openAtOnce(page, url);
  const thread = page.locator('li[id^="comment-"]').filter({ hasText: comment });
  const open = thread.getByRole('link', { name: 'Reply' });
  await open.waitFor({ state: 'attached' });
  await open.click();
  const box = thread.getByPlaceholder('Write a reply...');
  await touch.typeAtOnce(box, text);
  await touch.appStarted(page);
  await expect(box).toHaveValue(text);
  const send = thread.getByRole('button', { name: 'Reply' });
  await expect(send).toBeEnabled();
  await send.click();
  await expect(toast(page, 'Reply posted')).toBeVisible({ timeout: 20_000 });
  await expect(thread.locator('ol li').filter({ hasText: text })).toBeVisible();
});

test('a helpful vote pressed at once counts once and stays pressed', async ({ browser }) => {
  const marker = await approvedReview(browser);
  const page = await touch.freshPage(browser, await touch.newMember(browser));
  await touch.openAtOnce(page, '/vendors/omegamino');
  const review = page.locator('#reviews li').filter({ hasText: marker });
  const helpful = review.getByRole('button', { name: /^Helpful/ });
  await helpful.waitFor({ state: 'attached' });
  await helpful.click();
  await expect(helpful).toHaveAccessibleName('Helpful (1)', { timeout: 20_000 });
  await expect(helpful).toHaveAttribute('aria-pressed', 'true');
  await touch.appStarted(page);
  await expect(helpful).toHaveAccessibleName('Helpful (1)');
  await expect(helpful).toHaveAttribute('aria-pressed', 'true');
  // What the server kept: one vote, this member's.
  await page.reload();
  await expect(helpful).toHaveAccessibleName('Helpful (1)');
  await expect(helpful).toHaveAttribute('aria-pressed', 'true');
});

test('a flag opened, ticked and typed at once keeps its reason and note and is sent', async ({
  browser,
}) => {
  const { url } = await approvedDiscussion(browser, `Flag at once ${hex()}`, 'Body');
  const page = await touch.freshPage(browser, await touch.newMember(browser));
  const note = `Dosing advice ${hex()}`;
  await touch.openAtOnce(page, url);
  const article = page.getByRole('article');
  const summary = article.getByText('Flag', { exact: true });
  await summary.waitFor({ state: 'attached' });
  await summary.click();
  const reason = article.getByLabel('Medical claim or dosing advice');
  await reason.click();
  const noteField = article.getByLabel(/^Note/);
  await touch.typeAtOnce(noteField, note);
  await touch.appStarted(page);
  await expect(reason).toBeChecked();
  await expect(noteField).toHaveValue(note);
  await expect(noteField).toBeVisible();
  await article.getByRole('button', { name: 'Send flag' }).click();
  await expect(article.getByText('Thanks — a moderator will look at it.')).toBeVisible({
    timeout: 20_000,
  });
});

test("an edit of one's own comment typed at once is kept over the server's text and saved", async ({
  browser,
}) => {
  const { url } = await approvedDiscussion(browser, `Own edit at once ${hex()}`, 'Body');
  const member = await touch.newMember(browser);
  const setup = await (await browser.newContext()).newPage();
  await signIn(setup, member);
  await setup.goto(url);
  await waitForHydration(setup);
  const first = `The first try ${hex()}`;
  await setup.getByLabel('Your comment').fill(first);
  await setup.getByRole('button', { name: 'Post Comment' }).click();
  await expect(toast(setup, 'Comment posted')).toBeVisible();
  const edited = `The second try, with the dose ${hex()}`;
  const page = await touch.freshPage(browser, member);
  await touch.openAtOnce(page, url);
  const own = page.locator('li[id^="comment-"]').filter({ hasText: first });
  const edit = own.getByRole('link', { name: 'Edit' });
  await edit.waitFor({ state: 'attached' });
  await edit.click();
  // The server renders the form with the comment's text in it; the member replaces it at once.
  const box = page.getByLabel('Edit your comment');
  await box.waitFor({ state: 'attached' });
  await expect(box).toHaveValue(first);
  await box.selectText();
  await box.pressSequentially(edited, { delay: touch.keyDelayMs });
  await touch.appStarted(page);
  await expect(box).toHaveValue(edited);
  await expect(box).toBeFocused();
  await page.getByRole('button', { name: 'Save changes' }).click();
  const saved = page.locator('li[id^="comment-"]').filter({ hasText: edited });
  await expect(saved).toContainText('Your changes are saved.', { timeout: 20_000 });
  await expect(page.getByRole('main')).not.toContainText(first);
});

test("a visitor's first click, on Helpful before the app starts, lands on sign-in saying why", async ({
  browser,
}) => {
  const marker = await approvedReview(browser);
  const page = await touch.freshPage(browser);
  await touch.openAtOnce(page, '/vendors/omegamino');
  const helpful = page
    .locator('#reviews li')
    .filter({ hasText: marker })
    .getByRole('button', { name: /^Helpful/ });
  await helpful.waitFor({ state: 'attached' });
  await helpful.click();
  await expect(page).toHaveURL(/\/auth\?/, { timeout: 20_000 });
  await expect(page.getByText('Please log in', { exact: true })).toBeVisible();
  await expect(page.getByText('You need to be logged in to vote on reviews.')).toBeVisible();
});
