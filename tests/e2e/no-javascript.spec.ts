/**
 * Every control that used to need JavaScript works with it turned off: the mobile
 * menu, the account menu and sign-out, the /auth tabs, the home page's goal cards, filter pills
 * and carousel, the peptide page's tabs and, on a phone, the "show more" summaries.
 * (Search, filters, sorting, the calculator, the guide and the community forms have their own
 * no-JavaScript tests in their specs.)
 */
import { randomBytes } from 'node:crypto';
import {
  accountMenu,
  accountMenuButton,
  newUser,
  signIn,
  signInAsAdmin,
  signUp,
} from './auth-helpers';
import { expect, test } from './fixtures';
import { carousel, results, sectionHeadings, sectionOrder } from './peptides-home-helpers';

test.use({ javaScriptEnabled: false });

test('the mobile menu opens and its links navigate', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu).toBeHidden();
  await page.locator('summary[aria-controls="mobile-menu"]').click();
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: 'Top Vendors', exact: true }).click();
  await expect(page).toHaveURL(/\/vendors$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the account menu opens and Sign Out signs out', async ({ page, context }) => {
  await signIn(page, await signUp(page));
  await page.goto('/peptides');
  await accountMenuButton(page).click();
  await expect(accountMenu(page).getByRole('link', { name: 'Profile Settings' })).toBeVisible();
  await accountMenu(page).getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/\?toast=signed-out$/);
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  expect((await context.cookies()).filter((c) => c.name.includes('session_token'))).toEqual([]);
});

test('the /auth tabs are links to the Sign Up and Reset Password forms', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/auth\?tab=sign-up$/);
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();
  await page.getByRole('tab', { name: 'Reset Password' }).click();
  await expect(page.getByRole('button', { name: 'Send Reset Link' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
});

test('a visitor signs up and signs in through the /auth forms', async ({ page }) => {
  const user = newUser();
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Display Name').fill(user.displayName);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel('Email or Username').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(accountMenuButton(page)).toHaveAccessibleName(
    `Account menu for ${user.displayName}`,
  );
});

test('the home page goal cards, filter pills and carousel load their states', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: /Burn Fat Fast/ }).click();
  await expect(page).toHaveURL(/\/\?goal=fat-loss#peptide-results$/);
  await expect(page.getByText('Perfect! You selected: Burn Fat Fast')).toBeVisible();
  await expect(sectionHeadings(page)).toHaveText(['Fat Loss']);

  await results(page).getByRole('button', { name: 'Healing', exact: true }).click();
  await expect(sectionHeadings(page)).toHaveText(['Healing']);
  await expect(page.getByRole('button', { name: 'Healing', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('button', { name: 'Choose Different Goal' }).click();
  await expect(sectionHeadings(page)).toHaveText(sectionOrder);

  const front = carousel(page).locator('button[aria-current="true"]');
  await expect(front).toHaveAttribute('aria-label', /\(1 of 10\)$/);
  await carousel(page).getByRole('button', { name: 'Next peptide' }).click();
  await expect(front).toHaveAttribute('aria-label', /\(2 of 10\)$/);
  await carousel(page)
    .getByRole('button', { name: /\(5 of 10\)$/ })
    .click();
  await expect(front).toHaveAttribute('aria-label', /\(5 of 10\)$/);
  await carousel(page).getByRole('button', { name: 'Previous peptide' }).click();
  await expect(front).toHaveAttribute('aria-label', /\(4 of 10\)$/);
  await expect(carousel(page).getByRole('button', { name: /auto-rotation/ })).toHaveCount(0);
});

test('the peptide page tabs show Interactions and Quality Check', async ({ page }) => {
  await page.goto('/peptide/bpc-157');
  const tabs = page.getByRole('tablist', { name: 'Research details' });
  await tabs.getByRole('tab', { name: 'Interactions' }).click();
  await expect(page).toHaveURL(/\?tab=interactions#research-details$/);
  await expect(tabs.getByRole('tab', { name: 'Interactions' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('tabpanel')).toContainText('TB-500');
  await tabs.getByRole('tab', { name: 'Quality Check' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('Red flags');
});

test('on a phone, "More about" a vendor and a profile’s "more protocols" open', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/vendors');
  const card = page.getByRole('article').filter({ hasText: 'Swiss Chems' });
  await expect(card.getByText('Research compounds', { exact: true })).toBeHidden();
  await card.getByText('More about Swiss Chems').click();
  await expect(card.getByText('Research compounds', { exact: true })).toBeVisible();
  await page.goto('/peptide/bpc-157');
  const protocol = page.getByRole('heading', { name: 'General recovery research' });
  await expect(protocol).toBeHidden();
  await page.getByText('2 more protocols', { exact: true }).click();
  await expect(protocol).toBeVisible();
});

test('a review, its approval on the Reviews tab and a vote, all without JavaScript', async ({
  browser,
}) => {
  test.slow(); // two members and an admin
  const marker = `Plain form review ${randomBytes(4).toString('hex')}`;
  const newPage = async () => (await browser.newContext({ javaScriptEnabled: false })).newPage();

  const author = await newPage();
  await signIn(author, await signUp(author));
  await author.goto('/vendors/felixchem#reviews');
  const form = author.locator('#reviews');
  await form.locator('label').filter({ hasText: '5 stars' }).click();
  await form.getByLabel('Comment (optional)').fill(marker);
  await form.getByRole('button', { name: 'Submit Review' }).click();
  // Pending: its author sees it where the form was, marked; it is not listed.
  await expect(author.locator('#reviews')).toContainText('Awaiting approval');
  await expect(author.locator('#reviews li').filter({ hasText: marker })).toHaveCount(0);

  const admin = await newPage();
  await signInAsAdmin(admin);
  await admin.goto('/admin');
  await admin.getByRole('tab', { name: /^Reviews \(\d+\)$/ }).click();
  await expect(admin).toHaveURL(/\?pending=reviews#pending-items$/);
  const item = admin.getByRole('listitem').filter({ hasText: marker });
  await item.getByRole('button', { name: 'Approve' }).click();
  await admin.goto('/admin?pending=reviews');
  await expect(admin.getByRole('listitem').filter({ hasText: marker })).toHaveCount(0);

  const voter = await newPage();
  await signIn(voter, await signUp(voter));
  await voter.goto('/vendors/felixchem');
  const review = voter.locator('#reviews li').filter({ hasText: marker });
  await review.getByRole('button', { name: /^Helpful/ }).click();
  await expect(
    voter
      .locator('#reviews li')
      .filter({ hasText: marker })
      .getByRole('button', { name: /^Helpful/ }),
  ).toHaveAccessibleName('Helpful (1)');
});
