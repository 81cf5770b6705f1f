/**
 * Public pages seen by members: the host renders each once for every member of a shape (or, for
 * a vendor page with the member's own votes, once per member) and fills in who is signed in
 * (decision 0011). Each member sees their own account and nothing of anyone else's.
 */
import { newUser } from './auth-helpers';
import { memberPage } from './community-helpers';
import { expect, test } from './fixtures';
import { collectErrors, expectOwnAccount, served } from './member-page-helpers';

const pages = [
  { path: '/', heading: /peptide/i },
  { path: '/peptides', heading: /peptide/i },
  { path: '/compare-prices', heading: 'Compare Peptide Vendors' },
  { path: '/community', heading: /community/i },
  { path: '/vendors/omegamino', heading: /omegamino/i },
];

test('two members each see their own account on every public page, shared or their own', async ({
  browser,
}) => {
  test.slow(); // two members, five pages each
  const a = newUser({ displayName: `<b>"Ann" & Co</b>` });
  const b = newUser({ displayName: `Zoë ✨ 'B' <i>` });
  const pageA = await memberPage(browser, a);
  const pageB = await memberPage(browser, b);
  const errors = { a: collectErrors(pageA), b: collectErrors(pageB) };

  for (const { path, heading } of pages) {
    // One right after the other: B's page is filled from what A's request rendered.
    const htmlA = await served(await pageA.goto(path));
    const htmlB = await served(await pageB.goto(path));
    expect(htmlA, path).not.toContain(b.email);
    expect(htmlB, path).not.toContain(a.email);
    expect(htmlB, path).not.toContain(a.username);
    await expect(pageB.getByRole('heading', { level: 1 })).toContainText(heading);
    await expectOwnAccount(pageA, a);
    await expectOwnAccount(pageB, b);
  }
  // A member is offered what members are offered, not the visitors' sign-in prompts.
  await pageB.goto('/vendors/omegamino#reviews');
  await expect(pageB.getByText('Log in to leave a review')).toHaveCount(0);
  expect(errors).toEqual({ a: [], b: [] });
});

test('a visitor still gets the visitors page after members have seen it', async ({
  browser,
  page,
}) => {
  const member = await memberPage(browser);
  await member.goto('/community');
  const html = await served(await page.goto('/community'));
  expect(html).not.toContain('Account menu for');
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
});
