/**
 * A fresh, phone-like tab used from the moment the page arrives, while the app starts underneath:
 * what the visitor did stays as they left it, the app agrees with it, nothing touched is replaced.
 */
import { randomBytes } from 'node:crypto';
import { approvedDiscussion, toast } from './community-helpers';
import { expect, test } from './fixtures';
import * as touch from './first-touch-helpers';

test.use({ appUsedInTab: false });
test.slow();

test('the dosage calculator keeps every key typed and computes from it', async ({ browser }) => {
  const page = await touch.freshPage(browser);
  await touch.openAtOnce(page, '/dosage-calculator');
  const amount = page.getByLabel('Peptide amount in the vial');
  const water = page.getByLabel('Bacteriostatic water added (ml)');
  const dose = page.getByLabel('Desired dose (mcg)');
  await touch.typeAtOnce(amount, '15');
  await touch.typeAtOnce(water, '2');
  await touch.typeAtOnce(dose, '250');
  await touch.appStarted(page);
  await expect(amount).toHaveValue('15');
  await expect(water).toHaveValue('2');
  await expect(dose).toHaveValue('250');
  await expect(dose).toBeFocused();
  const result = page.getByRole('region', { name: 'Result' });
  await expect(result).toContainText('7500.00 mcg/ml');
  await expect(result).toContainText('3.3 units');
  // The app now follows the fields: one more key changes the result.
  await dose.press('0');
  await expect(result).toContainText('33.3 units');
});

test('the calculator keeps a unit picked before the app starts', async ({ browser }) => {
  const page = await touch.freshPage(browser);
  await touch.openAtOnce(page, '/dosage-calculator');
  await touch.typeAtOnce(page.getByLabel('Peptide amount in the vial'), '5000');
  const mcg = page.getByRole('radio', { name: 'mcg' });
  await page.locator('label').filter({ hasText: /^mcg$/ }).click();
  await touch.typeAtOnce(page.getByLabel('Bacteriostatic water added (ml)'), '2');
  await touch.typeAtOnce(page.getByLabel('Desired dose (mcg)'), '250');
  await touch.appStarted(page);
  await expect(mcg).toBeChecked();
  const result = page.getByRole('region', { name: 'Result' });
  await expect(result).toContainText('2500.00 mcg/ml');
  await expect(result).toContainText('10 units');
  await expect(page).toHaveURL(/unit=mcg/);
});

test('a new discussion typed at once keeps its text and submits', async ({ browser }) => {
  const page = await touch.freshPage(browser, await touch.newMember(browser));
  const title = `My question about storage ${randomBytes(3).toString('hex')}`;
  await touch.openAtOnce(page, '/community/new-discussion');
  await touch.typeAtOnce(page.getByLabel('Title'), title);
  await touch.typeAtOnce(page.getByLabel('Content'), 'How long does a vial keep in the fridge?');
  await touch.appStarted(page);
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
  const page = await touch.freshPage(browser, await touch.newMember(browser));
  const text = `Quick thought ${randomBytes(3).toString('hex')}`;
  await touch.openAtOnce(page, url);
  const box = page.getByLabel('Your comment');
  await touch.typeAtOnce(box, text);
  await touch.appStarted(page);
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
  const page = await touch.freshPage(browser, await touch.newMember(browser));
  await touch.openAtOnce(page, '/vendors/omegamino');
  const reviews = page.locator('#reviews');
  const fourStars = reviews.getByRole('radio', { name: '4 stars' });
  await fourStars.waitFor({ state: 'attached' });
  await reviews.locator('label').filter({ hasText: '4 stars' }).click();
  const comment = reviews.getByLabel('Comment (optional)');
  await touch.typeAtOnce(comment, 'Fast shipping');
  await touch.appStarted(page);
  await expect(fourStars).toBeChecked();
  await expect(comment).toHaveValue('Fast shipping');
  await expect(reviews.getByText('13/500 characters')).toBeVisible();
  const submit = reviews.getByRole('button', { name: 'Submit Review' });
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(toast(page, 'Review submitted!')).toBeVisible({ timeout: 20_000 });
});

test('the vendor sort and filter picked at once stay native and apply', async ({ browser }) => {
  const page = await touch.freshPage(browser);
  await touch.openAtOnce(page, '/vendors');
  const sort = page.getByLabel('Sort by');
  const filter = page.getByLabel('Filter');
  await sort.waitFor({ state: 'attached' });
  await sort.focus();
  await sort.selectOption('price');
  await touch.mark(sort);
  await filter.focus();
  await filter.selectOption('usa');
  await touch.mark(filter);
  await touch.appStarted(page);
  expect(await touch.stillThere(sort)).toBe(true);
  expect(await touch.stillThere(filter)).toBe(true);
  await expect(sort).toHaveValue('price');
  await expect(filter).toHaveValue('usa');
  await expect(page).toHaveURL(/sort=price/);
  await expect(page).toHaveURL(/filter=usa/);
  await expect(
    page.getByText('Sorted by lowest entry price, then rating out of 10, then name.'),
  ).toBeVisible();
});

test('a guide step opens at the first click and stays open', async ({ browser }) => {
  const page = await touch.freshPage(browser);
  await touch.openAtOnce(page, '/guides');
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
  await touch.appStarted(page);
  await expect(panelOf(2)).toBeVisible();
  await expect(panelOf(1)).toBeVisible();
  await expect(panelOf(3)).toBeHidden();
});

test('Copy link copies at the first click, without reloading the page', async ({
  browser,
  baseURL,
}) => {
  const page = await touch.freshPage(browser);
  const navigations: string[] = [];
  await touch.openAtOnce(page, '/peptide/semaglutide');
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
  await touch.appStarted(page);
  expect(navigations).toEqual([]);
});

test('the header search typed at once keeps its text and searches', async ({ browser }) => {
  const page = await touch.freshPage(browser);
  await touch.openAtOnce(page, '/peptides');
  const search = page.getByRole('searchbox', { name: 'Search the site' });
  await touch.typeAtOnce(search, 'semaglutide');
  await touch.appStarted(page);
  await expect(search).toHaveValue('semaglutide');
  await expect(search).toBeFocused();
  await search.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=semaglutide$/);
  await expect(page.getByRole('main')).toContainText('Semaglutide');
});

test('the sign-in form typed at once keeps its fields and signs in', async ({ browser }) => {
  const member = await touch.newMember(browser);
  const page = await touch.freshPage(browser);
  await touch.openAtOnce(page, '/auth');
  const identifier = page.getByLabel('Email or Username');
  const password = page.getByLabel('Password', { exact: true });
  await touch.typeAtOnce(identifier, member.email);
  await touch.typeAtOnce(password, member.password);
  await touch.appStarted(page);
  await expect(identifier).toHaveValue(member.email);
  await expect(password).toHaveValue(member.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).not.toHaveURL(/\/auth/, { timeout: 20_000 });
  await expect(page.getByLabel(/^Account menu for /)).toBeVisible();
});
