/**
 * Phone-first layouts at 360 px. The home page's category sections are rows
 * that scroll sideways (the page was 11,745 px tall), tab labels stay on one line, the vendor
 * directory's controls leave room for the first vendor, a vendor page's store panel comes before
 * its reviews, and the carousel never shows a side card's name cut mid-word.
 */
import type { Page } from '@playwright/test';
import { signInAsAdmin } from './auth-helpers';
import { approvedDiscussion } from './community-helpers';
import { expect, test, waitForHydration } from './fixtures';
import {
  adminPaths,
  expectNoSidewaysScroll,
  memberPaths,
  visitorPaths,
  widthAt,
} from './phone-width';

/**
 * Where the footer starts at 360 px: measured after this pass plus about 5 %. The home page
 * stays near the issue's "about 6 screens" (4,373 px), /compare-prices too (4,042). /vendors was
 * 8,055 px with twelve full cards; compact cards bring it to 4,980. A peptide page is longer but
 * has its contents: The dated offers and protocol costs had taken it to 9,543 px; with
 * its longer lists and the cost form behind "more" on a phone it is 7,460. Evidence levels with
 * their numbered sources took it to 8,490, and the safety notes on medicines' cards took the home
 * page to 4,671.
 */
const footerCeilings = {
  '/': 4_900,
  '/compare-prices': 4_250,
  '/vendors': 5_250,
  '/peptide/bpc-157': 8_900,
} as const;

test.use({ viewport: { width: 360, height: 800 } });

const footerTop = (page: Page) =>
  page.getByRole('contentinfo').evaluate((footer) => footer.getBoundingClientRect().top + scrollY);

for (const [path, ceiling] of Object.entries(footerCeilings)) {
  test(`${path} reaches its footer within ${ceiling} px at 360 px, with no sideways page scroll`, async ({
    page,
  }) => {
    await page.goto(path);
    await waitForHydration(page);
    expect(await footerTop(page)).toBeLessThanOrEqual(ceiling);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
  });
}

test('each home category is a sideways row with every card, the next one peeking in', async ({
  page,
}) => {
  await page.goto('/');
  const healing = page.getByRole('region', { name: 'Healing', exact: true });
  const cards = healing.getByRole('article');
  await expect(cards).toHaveCount(6);
  await expect(healing.getByText('Swipe for all 6')).toBeVisible();
  const first = (await cards.nth(0).boundingBox())!;
  const second = (await cards.nth(1).boundingBox())!;
  expect(second.y).toBe(first.y);
  expect(second.x).toBeLessThan(360);
  expect(second.x + second.width).toBeGreaterThan(360);
});

test('the carousel shows only the front card’s text on a phone', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('.carousel-slide')).toHaveCount(10);
  for (const slide of await page.locator('.carousel-slide[aria-hidden="true"]').all()) {
    const name = slide.locator('.carousel-card > span').first();
    await expect(name).toBeHidden();
  }
  await expect(page.locator('.carousel-slide[aria-hidden="false"] .carousel-card')).toBeVisible();
});

async function expectOneLineTabs(page: Page) {
  const tabs = await page.getByRole('tab').all();
  expect(tabs.length).toBeGreaterThan(2);
  for (const tab of tabs) {
    const lineHeight = await tab.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
    const textHeight = await tab.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return range.getBoundingClientRect().height;
    });
    expect(textHeight, (await tab.textContent()) ?? '').toBeLessThan(lineHeight * 1.5);
  }
}

test('tab labels stay on one line at 360 px', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByRole('tab', { name: 'Reset Password' })).toBeVisible();
  await expectOneLineTabs(page);
  await page.goto('/peptide/bpc-157');
  await expect(page.getByRole('tab', { name: 'Quality Check' })).toBeVisible();
  await expectOneLineTabs(page);
});

test('the vendor directory shows its first vendor on the first screen', async ({ page }) => {
  await page.goto('/vendors');
  const search = (await page.getByRole('search', { name: 'Vendors' }).boundingBox())!;
  expect(search.height).toBeLessThan(220);
  const firstCard = (await page.getByRole('main').getByRole('article').first().boundingBox())!;
  expect(firstCard.y).toBeLessThan(800);
});

test('a directory card keeps its facts in view and its description behind "More about"', async ({
  page,
}) => {
  await page.goto('/vendors');
  const card = page.getByRole('article').filter({ hasText: 'Peptide Sciences' });
  for (const fact of ['Lab Tested by Janoshik Analytical', 'USA', '$46-165', '94/100']) {
    await expect(card.getByText(fact, { exact: true })).toBeVisible();
  }
  await expect(card.getByRole('link', { name: /View Details/ })).toBeVisible();
  await expect(card.getByRole('link', { name: /Visit Store/ })).toBeVisible();
  const specialty = card.getByText('Broad research catalogue');
  await expect(specialty).toBeHidden();
  // A native <details>: the keyboard opens it, with no script of ours involved.
  await card.getByText('More about Peptide Sciences').focus();
  await page.keyboard.press('Enter');
  await expect(specialty).toBeVisible();
  await expect(card.getByText(/^Longest-established vendor/)).toBeVisible();
  // Where the grid has two columns the summary goes and everything shows.
  await page.setViewportSize({ width: 800, height: 900 });
  const other = page.getByRole('article').filter({ hasText: 'Swiss Chems' });
  await expect(other.getByText('More about Swiss Chems')).toBeHidden();
  await expect(other.getByText('Research compounds', { exact: true })).toBeVisible();
});

test('a peptide page folds its longer lists and the cost form, never its safety', async ({
  page,
}) => {
  await page.goto('/peptide/bpc-157');
  await expect(page.getByRole('heading', { name: 'Safety Notes' })).toBeVisible();
  await expect(page.getByText('When to Stop', { exact: true })).toBeVisible();
  for (const [summary, hidden] of [
    ['2 more research indications', 'Wound healing and blood-vessel formation'],
    ['2 more protocols', 'General recovery research'],
  ] as const) {
    const heading = page.getByRole('heading', { level: 3, name: hidden });
    await expect(heading).toBeHidden();
    await page.getByText(summary, { exact: true }).click();
    await expect(heading).toBeVisible();
  }
  const cost = page.locator('#protocol-cost');
  await expect(cost).toBeHidden();
  await page.getByText('What a BPC-157 protocol costs', { exact: true }).click();
  await expect(cost.getByLabel('Dose (mcg)', { exact: true })).toBeVisible();
  // A costed protocol (the form's answer) comes back open.
  await page.goto('/peptide/bpc-157?cost-dose=250&cost-per-week=7&cost-weeks=4');
  await expect(cost.getByLabel('Dose (mcg)', { exact: true })).toHaveValue('250');
  await expect(cost.getByLabel('Dose (mcg)', { exact: true })).toBeVisible();
  // From 768 px nothing is folded and no summary shows.
  await page.goto('/peptide/bpc-157');
  await page.setViewportSize({ width: 800, height: 900 });
  await expect(page.getByText('2 more protocols', { exact: true })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Muscle injury recovery' })).toBeVisible();
  await expect(cost.getByLabel('Dose (mcg)', { exact: true })).toBeVisible();
});

test('a vendor page offers its store before the reviews on a phone', async ({ page }) => {
  await page.goto('/vendors/swiss-chems');
  const store = (await page.getByRole('heading', { name: 'Visit the store' }).boundingBox())!;
  const pricing = (await page.getByRole('table').first().boundingBox())!;
  const reviews = (await page.getByRole('heading', { name: 'Customer Reviews' }).boundingBox())!;
  expect(store.y).toBeLessThan(pricing.y);
  expect(store.y).toBeLessThan(reviews.y);
  await expect(page.getByRole('complementary', { name: 'Swiss Chems store' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Swiss Chems facts' })).toBeVisible();
});

test.describe('no page scrolls sideways at 360 px', () => {
  for (const path of visitorPaths) {
    test(`signed out: ${path.slice(0, 40)}`, async ({ page }) => {
      expect(await widthAt(page, path, true)).toBe(360);
    });
  }

  test('signed in, and as an admin', async ({ browser }) => {
    test.setTimeout(240_000);
    const { author, url } = await approvedDiscussion(browser, 'Phone width check', 'A body.');
    await expectNoSidewaysScroll(author, [...memberPaths, url, `${url}?replyTo=x`]);
    const admin = await (await browser.newContext()).newPage();
    await signInAsAdmin(admin);
    await expectNoSidewaysScroll(admin, [...adminPaths, ...memberPaths, url]);
  });
});
