/**
 * A visitor whose first click is "Helpful" on a review, in a tab where the app never starts
 * (JavaScript off: the plain form post a cold tab sends), lands on the sign-in page with the
 * spec's 'Please log in', and after signing in is back on the vendor page.
 */
import { randomBytes } from 'node:crypto';
import { signIn, signInAsAdmin, signUp } from './auth-helpers';
import { expect, test, waitForHydration } from './fixtures';

const vendorPath = '/vendors/peptide-sciences';

test('a visitor\'s first click on "Helpful" lands on sign-in with "Please log in"', async ({
  browser,
}) => {
  test.slow(); // a member reviews, an admin approves
  const marker = `Reliable ${randomBytes(4).toString('hex')}`;
  const author = await (await browser.newContext()).newPage();
  await signIn(author, await signUp(author));
  const origin = new URL(author.url()).origin;
  const posted = await author.request.post(vendorPath, {
    form: { intent: 'review', rating: '5', comment: marker },
    headers: { origin },
  });
  expect(posted.ok()).toBe(true);
  const admin = await (await browser.newContext()).newPage();
  await signInAsAdmin(admin);
  await admin.goto('/admin');
  await waitForHydration(admin);
  await admin.getByRole('tab', { name: /^Reviews \(\d+\)$/ }).click();
  const item = admin.getByRole('listitem').filter({ hasText: marker });
  await item.getByRole('button', { name: 'Approve' }).click();
  await expect(item).toHaveCount(0);

  const visitor = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  await visitor.goto(vendorPath);
  const review = visitor.locator('#reviews li').filter({ hasText: marker });
  await review.getByRole('button', { name: /^Helpful/ }).click();
  await expect(visitor).toHaveURL(/\/auth\?redirectTo=%2Fvendors%2Fpeptide-sciences&reason=vote$/);
  await expect(visitor.getByText('Please log in')).toBeVisible();
  await expect(visitor.getByText('You need to be logged in to vote on reviews.')).toBeVisible();
});
