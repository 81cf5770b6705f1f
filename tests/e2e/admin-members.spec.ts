/**
 * The Members page: an admin finds a member and suspends them; the member is signed
 * out at once and the sign-in form says until when; lifting lets them back in.
 */
import { accountMenuButton, newUser, signInAsAdmin, signInWithForm } from './auth-helpers';
import { memberPage } from './community-helpers';
import { expect, expectAccessible, test } from './fixtures';

test('an admin suspends a member, who is signed out and told why, then lifts it', async ({
  browser,
  page,
}) => {
  test.slow(); // two tabs, and the admin's first sign-in confirms its address by the mailed link
  const member = newUser({ displayName: 'Sam Spammer' });
  const memberTab = await memberPage(browser, member);
  await memberTab.goto('/community');
  await expect(accountMenuButton(memberTab)).toBeVisible();

  await signInAsAdmin(page);
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Members' }).click();
  await page.getByRole('searchbox', { name: 'Find a member by name or e-mail' }).fill(member.email);
  await page.getByRole('button', { name: 'Find' }).click();
  const card = page.getByRole('listitem').filter({ hasText: member.email });
  await expect(card).toContainText('0 reviews · 0 discussions · 0 comments · 0 flags received');
  await expectAccessible(page);
  await card.getByLabel('Reason (shown to the member at sign-in)').fill('Spam links');
  await card.getByRole('button', { name: 'Suspend' }).click();
  await expect(page.getByRole('status')).toContainText('is suspended and signed out everywhere');

  await memberTab.goto('/profile');
  await expect(memberTab).toHaveURL(/\/auth\?redirectTo=%2Fprofile$/);
  await signInWithForm(memberTab, { identifier: member.email, password: member.password });
  await expect(
    memberTab.getByText('This account is suspended until an admin lifts it. Reason: Spam links'),
  ).toBeVisible();

  await page
    .getByRole('listitem')
    .filter({ hasText: member.email })
    .getByRole('button', { name: 'Lift suspension' })
    .click();
  await expect(page.getByRole('status')).toContainText('can sign in again');
  await signInWithForm(memberTab, { identifier: member.email, password: member.password });
  await expect(accountMenuButton(memberTab)).toBeVisible();
});
