/**
 * The first touch on a fresh tab, on a phone-like device and network: the visitor types, ticks,
 * selects and clicks from the moment the document is parsed, while the app loads and starts
 * underneath. What they did is exactly as they left it once the app runs, the app agrees with it
 * (results, enabled buttons) and no control they touched is replaced.
 */
import { randomBytes } from 'node:crypto';
import type { Browser, Locator, Page } from '@playwright/test';
import { signIn, signUp, type E2EUser } from './auth-helpers';
import { approvedDiscussion, toast } from './community-helpers';
import { expect, test } from './fixtures';

test.use({ appUsedInTab: false });
test.slow();

const keyDelayMs = 60;

/** A new tab without the app-used flag, throttled like Lighthouse's mobile run. */
async function freshPage(browser: Browser, member?: E2EUser): Promise<Page> {
  const context = await browser.newContext();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await context.newPage();
  if (member) await signIn(page, member);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return page;
}

/** Opens `path` and hands over as soon as the document arrives, before it is fully parsed. */
async function openAtOnce(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'commit' });
}

/** Types into a field as soon as it is in the document, a key every 60 ms. */
async function typeAtOnce(field: Locator, text: string) {
  await field.waitFor({ state: 'attached' });
  await field.pressSequentially(text, { delay: keyDelayMs });
}

/** Waits for the app to have started and settled (root.tsx marks <html>). */
async function appStarted(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated !== undefined, null, {
    timeout: 30_000,
  });
  await page.waitForLoadState('networkidle');
}

/** Marks an element so that a later check can tell whether it is still the same one. */
async function mark(field: Locator) {
  await field.evaluate((element) => element.setAttribute('data-touched', ''));
}
const stillThere = (field: Locator) =>
  field.evaluate((element) => element.isConnected && element.hasAttribute('data-touched'));

test('the dosage calculator keeps every key typed and computes from it', async ({ browser }) => {
  const page = await freshPage(browser);
  await openAtOnce(page, '/dosage-calculator');
  const amount = page.getByLabel('Peptide amount in the vial');
  const water = page.getByLabel('Bacteriostatic water added (ml)');
  const dose = page.getByLabel('Desired dose (mcg)');
  await typeAtOnce(amount, '15');
  await typeAtOnce(water, '2');
  await typeAtOnce(dose, '250');
  await appStarted(page);
  await expect(amount).toHaveValue('15');
  await expect(water).toHaveValue('2');
  await expect(dose).toHaveValue('250');
  await expect(dose).toBeFocused();
  const result = page.getByRole('region', { name: 'Result' });
  await expect(result).toContainText('7500.00 mcg/ml');
  await expect(result).toContainText('3.3 units');
  // The app now follows the fields: one more key changes the result.
  await dose.press('0');
  await expect(result).toContainText('33 units');
});

test('the calculator keeps a unit picked before the app starts', async ({ browser }) => {
  const page = await freshPage(browser);
  await openAtOnce(page, '/dosage-calculator');
  await typeAtOnce(page.getByLabel('Peptide amount in the vial'), '5000');
  const mcg = page.getByRole('radio', { name: 'mcg' });
  await mcg.click();
  await typeAtOnce(page.getByLabel('Bacteriostatic water added (ml)'), '2');
  await typeAtOnce(page.getByLabel('Desired dose (mcg)'), '250');
  await appStarted(page);
  await expect(mcg).toBeChecked();
  const result = page.getByRole('region', { name: 'Result' });
  await expect(result).toContainText('2500.00 mcg/ml');
  await expect(result).toContainText('10 units');
  await expect(page).toHaveURL(/unit=mcg/);
});

test('a new discussion typed at once keeps its text and submits', async ({ browser }) => {
  const page = await freshPage(browser, await signUp(await (await browser.newContext()).newPage()));
  const title = `My question about storage ${randomBytes(3).toString('hex')}`;
  await openAtOnce(page, '/community/new-discussion');
  await typeAtOnce(page.getByLabel('Title'), title);
  await typeAtOnce(page.getByLabel('Content'), 'How long does a vial keep in the fridge?');
  await appStarted(page);
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await expect(page.getByLabel('Content')).toHaveValue('How long does a vial keep in the fridge?');
  const submit = page.getByRole('button', { name: 'Submit for Review' });
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page).toHaveURL(/\/community\/discussions$/, { timeout: 20_000 });
});

test('a comment typed at once keeps its first letters and is posted', async ({ browser }) => {
  const { url } = await approvedDiscussion(
    browser,
    `First touch ${randomBytes(3).toString('hex')}`,
    'Body',
  );
  const page = await freshPage(browser, await signUp(await (await browser.newContext()).newPage()));
  const text = `Quick thought ${randomBytes(3).toString('hex')}`;
  await openAtOnce(page, url);
  const box = page.getByLabel('Your comment');
  await typeAtOnce(box, text);
  await appStarted(page);
  await expect(box).toHaveValue(text);
  const post = page.getByRole('button', { name: 'Post Comment' });
  await expect(post).toBeEnabled();
  await post.click();
  await expect(toast(page, 'Comment posted')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('main')).toContainText(text);
});

test('a review with stars picked before the app starts keeps them and submits', async ({
  browser,
}) => {
  const page = await freshPage(browser, await signUp(await (await browser.newContext()).newPage()));
  await openAtOnce(page, '/vendors/omegamino');
  const reviews = page.locator('#reviews');
  const fourStars = reviews.getByRole('radio', { name: '4 stars' });
  await fourStars.waitFor({ state: 'attached' });
  await reviews.locator('label').filter({ hasText: '4 stars' }).click();
  const comment = reviews.getByLabel('Comment (optional)');
  await typeAtOnce(comment, 'Fast shipping');
  await appStarted(page);
  await expect(fourStars).toBeChecked();
  await expect(comment).toHaveValue('Fast shipping');
  await expect(reviews.getByText('13/500 characters')).toBeVisible();
  const submit = reviews.getByRole('button', { name: 'Submit Review' });
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(toast(page, 'Review submitted!')).toBeVisible({ timeout: 20_000 });
});

test('the vendor sort and filter picked at once stay native and apply', async ({ browser }) => {
  const page = await freshPage(browser);
  await openAtOnce(page, '/vendors');
  const sort = page.getByLabel('Sort by');
  const filter = page.getByLabel('Filter');
  await sort.waitFor({ state: 'attached' });
  await sort.focus();
  await sort.selectOption('price');
  await mark(sort);
  await filter.focus();
  await filter.selectOption('usa');
  await mark(filter);
  await appStarted(page);
  expect(await stillThere(sort)).toBe(true);
  expect(await stillThere(filter)).toBe(true);
  await expect(sort).toHaveValue('price');
  await expect(filter).toHaveValue('usa');
  await expect(page).toHaveURL(/sort=price/);
  await expect(page).toHaveURL(/filter=usa/);
  await expect(
    page.getByText('Sorted by lowest entry price, then rating out of 10, then name.'),
  ).toBeVisible();
});

test('a guide step opens at the first click and stays open', async ({ browser }) => {
  const page = await freshPage(browser);
  await openAtOnce(page, '/guides');
  const steps = page.getByRole('region', { name: 'Step by step' });
  const second = steps.getByText('Wash your hands and prepare a clean workspace');
  await second.waitFor({ state: 'attached' });
  await second.click();
  const panelOf = (n: number) =>
    steps
      .locator('ol > li')
      .nth(n - 1)
      .locator('ul');
  await expect(panelOf(2)).toBeVisible();
  await appStarted(page);
  await expect(panelOf(2)).toBeVisible();
  await expect(panelOf(1)).toBeVisible();
  await expect(panelOf(3)).toBeHidden();
});

test('Copy link copies at the first click, without reloading the page', async ({
  browser,
  baseURL,
}) => {
  const page = await freshPage(browser);
  const navigations: string[] = [];
  await openAtOnce(page, '/peptide/semaglutide');
  page.on('request', (request) => {
    if (request.isNavigationRequest()) navigations.push(request.url());
  });
  const copy = page.getByRole('link', { name: 'Copy link to the Semaglutide page' });
  await copy.waitFor({ state: 'attached' });
  await copy.click();
  await expect(
    page.getByRole('link', { name: 'Link copied to the Semaglutide page' }),
  ).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${baseURL}/peptide/semaglutide`,
  );
  await appStarted(page);
  expect(navigations).toEqual([]);
});

test('the header search typed at once keeps its text and searches', async ({ browser }) => {
  const page = await freshPage(browser);
  await openAtOnce(page, '/peptides');
  const search = page.getByRole('searchbox', { name: 'Search the site' });
  await typeAtOnce(search, 'semaglutide');
  await appStarted(page);
  await expect(search).toHaveValue('semaglutide');
  await expect(search).toBeFocused();
  await search.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=semaglutide$/);
  await expect(page.getByRole('main')).toContainText('Semaglutide');
});

test('the sign-in form typed at once keeps its fields and signs in', async ({ browser }) => {
  const member = await signUp(await (await browser.newContext()).newPage());
  const page = await freshPage(browser);
  await openAtOnce(page, '/auth');
  const identifier = page.getByLabel('Email or Username');
  const password = page.getByLabel('Password', { exact: true });
  await typeAtOnce(identifier, member.email);
  await typeAtOnce(password, member.password);
  await appStarted(page);
  await expect(identifier).toHaveValue(member.email);
  await expect(password).toHaveValue(member.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).not.toHaveURL(/\/auth/, { timeout: 20_000 });
  await expect(page.getByLabel(/^Account menu for /)).toBeVisible();
});
