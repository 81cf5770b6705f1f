/**
 * A discussion of 120 comments shows them 50 at a time: "Show more comments" is a link that
 * works without JavaScript (each page once) and, with it, appends the next page in place. A link
 * to one comment opens the page holding it.
 */
import type { Browser, Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { approvedDiscussion, memberPage } from './community-helpers';
import { expect, test, waitForHydration } from './fixtures';

const total = 120;
const label = (n: number) => `Comment ${String(n).padStart(3, '0')}`;
/** The comment texts on the page, in order. */
const shownComments = (page: Page) => page.getByText(/^Comment \d{3}$/).allTextContents();
const showMore = (page: Page) => page.getByRole('link', { name: 'Show more comments' });

/** Posts `from`..`to` as plain form posts of `page`'s member (30 a member: their limit). */
async function postComments(page: Page, url: string, from: number, to: number) {
  const origin = new URL(page.url()).origin;
  for (let n = from; n <= to; n++) {
    const answer = await page.request.post(url, {
      form: { intent: 'comment', content: label(n) },
      headers: { Origin: origin },
    });
    expect(answer.status(), label(n)).toBeLessThan(400);
  }
}

async function discussionOf120(browser: Browser) {
  const title = `A long thread ${randomBytes(3).toString('hex')}`;
  const { author, admin, url } = await approvedDiscussion(browser, title, 'Many answers.');
  const others = [await memberPage(browser), await memberPage(browser)];
  for (const [i, page] of [author, admin, ...others].entries()) {
    if (i > 0) await page.goto(url);
    await postComments(page, url, i * 30 + 1, i * 30 + 30);
  }
  return { author, url };
}

async function pageAs(browser: Browser, member: Page, javaScriptEnabled: boolean) {
  const storageState = await member.context().storageState();
  return (await browser.newContext({ storageState, javaScriptEnabled })).newPage();
}

async function expectOpensOn117(page: Page, url: string, id: string) {
  await page.goto(`${url}?comment=${id}#comment-${id}`);
  const comment = page.locator(`#comment-${id}`);
  await expect(comment).toContainText(label(117));
  await expect(comment).toBeInViewport();
  await expect(page.getByRole('link', { name: 'Show earlier comments' })).toBeVisible();
}

test('120 comments in pages of 50, with and without JavaScript, and a link to one of them', async ({
  browser,
}) => {
  test.setTimeout(420_000); // four members post 120 comments, then read them three ways
  const { author, url } = await discussionOf120(browser);
  const expected = Array.from({ length: total }, (_, i) => label(i + 1));

  // Without JavaScript: "Show more comments" twice, each comment seen once.
  const plain = await pageAs(browser, author, false);
  await plain.goto(url);
  const seen = await shownComments(plain);
  expect(seen).toHaveLength(50);
  for (const count of [50, 20]) {
    await showMore(plain).click();
    await expect(plain).toHaveURL(/\?comments=/);
    const next = await shownComments(plain);
    expect(next).toHaveLength(count);
    seen.push(...next);
  }
  await expect(showMore(plain)).toHaveCount(0);
  expect(seen).toEqual(expected);
  const id117 = (await plain
    .getByText(label(117))
    .locator('xpath=ancestor::li[1]')
    .getAttribute('id'))!.replace('comment-', '');
  await expectOpensOn117(plain, url, id117);
  // The first page holds 50 comments whatever the thread's size, and a comment's controls are
  // links that open their form (reply, edit, flag, remove), so a member's page stays under the
  // 150 KB budget (148 KB measured for 50 comments, 30 of them the member's own).
  const html = await (await plain.request.get(url)).text();
  expect(html).toContain(label(50));
  expect(html).not.toContain(label(51));
  expect(html.length).toBeLessThan(150 * 1024);

  // With JavaScript: the next pages are appended in place, the address unchanged.
  const live = await pageAs(browser, author, true);
  await live.goto(url);
  await waitForHydration(live);
  for (const count of [100, 120]) {
    await showMore(live).click();
    await expect(live.getByText(/^Comment \d{3}$/)).toHaveCount(count);
  }
  await expect(showMore(live)).toHaveCount(0);
  expect(new URL(live.url()).search).toBe('');
  expect(await shownComments(live)).toEqual(expected);
  await expectOpensOn117(live, url, id117);
});
