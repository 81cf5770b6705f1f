/**
 * A vendor with 25 approved reviews shows them 20 at a time, newest first: "More reviews" is a
 * link that works without JavaScript (each review seen once) and, with it, appends the next page
 * in place. A member's own review comes first on the first page, wherever it falls in the list;
 * a forged cursor answers 400 with the first page and a note.
 *
 * AMP Peptides: no other spec writes reviews to it (specs share one server and one database), so
 * its reviews are the 25 written here.
 */
import type { Browser, Page } from '@playwright/test';
import { signIn, signInAsAdmin, signUp, type E2EUser } from './auth-helpers';
import { expect, test, waitForHydration } from './fixtures';

const vendorPath = '/vendors/amp-peptides';
const total = 25;
const label = (n: number) => `Review ${String(n).padStart(2, '0')}`;
/** Newest first: Review 25 down to Review 01. */
const newestFirst = Array.from({ length: total }, (_, i) => label(total - i));
/** The review texts on the page, in order. */
const shownReviews = (page: Page) =>
  page
    .locator('#reviews li')
    .getByText(/^Review \d{2}$/)
    .allTextContents();
const moreReviews = (page: Page) => page.getByRole('link', { name: 'More reviews' });

/** Same-origin posts need an Origin header, which page.request does not add by itself. */
const origin = () => new URL(test.info().project.use.baseURL!).origin;

/** The id of the member's own (pending) review, from the delete form beside it. */
async function ownReviewId(page: Page): Promise<string> {
  const html = await (await page.request.get(vendorPath)).text();
  const id = /value="delete-review"\s*\/?>\s*<input[^>]*name="id"[^>]*value="([0-9a-f-]{36})"/.exec(
    html,
  )?.[1];
  expect(id, 'the own review panel names the review').toBeTruthy();
  return id!;
}

/**
 * One new member per review (one review per member and vendor), each posting the plain review
 * form, in order, so that their creation times follow the labels; an admin then approves each
 * through the dashboard's form. Returns the members, by label number.
 */
async function vendorWith25Reviews(browser: Browser): Promise<E2EUser[]> {
  const admin = await (await browser.newContext()).newPage();
  await signInAsAdmin(admin);
  const members: E2EUser[] = [];
  for (let n = 1; n <= total; n++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const member = await signUp(page);
    await signIn(page, member);
    const posted = await page.request.post(vendorPath, {
      form: { intent: 'review', rating: String((n % 5) + 1), comment: label(n) },
      headers: { Origin: origin() },
    });
    expect(posted.status(), label(n)).toBeLessThan(400);
    const id = await ownReviewId(page);
    await context.close();
    const approved = await admin.request.post('/admin', {
      form: { intent: 'moderate', kind: 'review', id, decision: 'approve' },
      headers: { Origin: origin() },
    });
    expect(approved.status(), `approving ${label(n)}`).toBeLessThan(400);
    members.push(member);
  }
  return members;
}

/** A cold tab: a fresh context, signed in as `member` when given. */
async function coldTab(browser: Browser, javaScriptEnabled: boolean, member?: E2EUser) {
  const page = await (await browser.newContext({ javaScriptEnabled })).newPage();
  if (member) await signIn(page, member);
  return page;
}

test('25 reviews in pages of 20, with and without JavaScript, own review first', async ({
  browser,
}) => {
  // 25 members sign up and post a review, an admin approves each, then the pages are read four
  // ways: 45 s measured on a 2-core machine, so four minutes leave room for a busy one.
  test.setTimeout(240_000);
  const members = await vendorWith25Reviews(browser);

  await test.step('without JavaScript: 20, then the remaining 5, each once', async () => {
    const plain = await coldTab(browser, false);
    await plain.goto(vendorPath);
    const seen = await shownReviews(plain);
    expect(seen).toEqual(newestFirst.slice(0, 20));
    await moreReviews(plain).click();
    await expect(plain).toHaveURL(/\?reviews=[0-9a-f-]{36}#reviews$/);
    const next = await shownReviews(plain);
    expect(next).toEqual(newestFirst.slice(20));
    seen.push(...next);
    await expect(moreReviews(plain)).toHaveCount(0);
    expect(seen).toEqual(newestFirst);
    expect(new Set(seen).size).toBe(total);
  });

  await test.step('with JavaScript: the next 5 appended in place', async () => {
    const live = await coldTab(browser, true);
    await live.goto(vendorPath);
    await waitForHydration(live);
    expect(await shownReviews(live)).toEqual(newestFirst.slice(0, 20));
    await moreReviews(live).click();
    await expect(live.locator('#reviews li').getByText(/^Review \d{2}$/)).toHaveCount(total);
    await expect(moreReviews(live)).toHaveCount(0);
    expect(new URL(live.url()).pathname).toBe(vendorPath);
    expect(new URL(live.url()).search).toBe('');
    expect(await shownReviews(live)).toEqual(newestFirst);
  });

  await test.step('a member whose review is on the second page sees it first', async () => {
    // Review 03 is older than the first page's 20; its author sees it first, then the 20
    // newest of the others, and the next page leaves it out.
    const others = newestFirst.filter((text) => text !== label(3));
    const author = await coldTab(browser, false, members[2]);
    await author.goto(vendorPath);
    expect(await shownReviews(author)).toEqual([label(3), ...others.slice(0, 20)]);
    const own = author.locator('#reviews li').filter({ hasText: label(3) });
    await expect(own).toContainText('Your review: 0 found it helpful, 0 not helpful.');
    await moreReviews(author).click();
    expect(await shownReviews(author)).toEqual(others.slice(20));
    await expect(moreReviews(author)).toHaveCount(0);
  });

  await test.step('a forged cursor: 400, the first page and a note', async () => {
    const page = await coldTab(browser, false);
    const answer = await page.goto(`${vendorPath}?reviews=garbage`);
    expect(answer?.status()).toBe(400);
    const note = 'That page of reviews could not be found: here are the newest reviews.';
    await expect(page.getByRole('alert').filter({ hasText: note })).toBeVisible();
    expect(await shownReviews(page)).toEqual(newestFirst.slice(0, 20));
    await expect(moreReviews(page)).toHaveCount(1);
  });
});
