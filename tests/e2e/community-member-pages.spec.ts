/**
 * Member pages kept by the host: the discussions list is rendered once per content version and
 * kind of member, then filled in per member (decision 0011); a discussion is kept per member, as
 * it shows the member's own controls (decision 0014). What each
 * member must see anyway: their own account in the header, before and after hydration, nobody
 * else's details in the page, and every change at once, whoever made it.
 */
import { randomBytes } from 'node:crypto';
import { accountMenu, accountMenuButton, adminEmail, newUser, signInAsAdmin } from './auth-helpers';
import { approvedDiscussion, memberPage, submitDiscussion, toast } from './community-helpers';
import { expect, test, waitForHydration } from './fixtures';
import { collectErrors, expectOwnAccount, served } from './member-page-helpers';

test('two members with names that need escaping each see their own account on shared pages', async ({
  browser,
}) => {
  test.slow(); // an author, an admin and two members
  const title = `Shared page ${randomBytes(3).toString('hex')}`;
  const { url } = await approvedDiscussion(browser, title, 'Which names show in the header?');
  const a = newUser({ displayName: `<b>"O'Neil" & Co</b>` });
  const b = newUser({ displayName: `Zoë ✨ 'B' <i>` });
  const pageA = await memberPage(browser, a);
  const pageB = await memberPage(browser, b);
  const errors = { a: collectErrors(pageA), b: collectErrors(pageB) };

  for (const path of [url, '/community/discussions']) {
    // One right after the other: B gets the page made from the template A's request produced.
    const htmlA = await served(await pageA.goto(path));
    const htmlB = await served(await pageB.goto(path));
    for (const [html, self, other] of [
      [htmlA, a, b],
      [htmlB, b, a],
    ] as const) {
      expect(html).not.toContain(other.email);
      expect(html).not.toContain(other.username);
      // Escaped wherever it appears: the raw name would be markup or end the script early.
      expect(html).not.toContain(self.displayName);
    }
    await expect(pageA.getByRole('heading', { level: 1 })).toContainText(
      path === url ? title : 'Community Discussions',
    );
    await expectOwnAccount(pageA, a);
    await expectOwnAccount(pageB, b);
    expect(await pageB.content()).not.toContain(a.email);
    expect(await pageB.content()).not.toContain(a.username);
  }
  expect(errors).toEqual({ a: [], b: [] });
});

test("one member's comment and an admin's approval show at once on another member's next load", async ({
  browser,
}) => {
  test.slow();
  const title = `Fresh page ${randomBytes(3).toString('hex')}`;
  const { url } = await approvedDiscussion(browser, title, 'Is the page fresh?');
  const reader = await memberPage(browser);
  const writer = await memberPage(browser);

  // The reader loads the discussion (the page is now a template); the writer comments.
  await reader.goto(url);
  await expect(reader.getByText('No comments yet')).toBeVisible();
  await writer.goto(url);
  await waitForHydration(writer);
  const comment = `Fresh comment ${randomBytes(3).toString('hex')}`;
  await writer.getByPlaceholder('Share your thoughts on this discussion...').fill(comment);
  await writer.getByRole('button', { name: 'Post Comment' }).click();
  await expect(toast(writer, 'Comment posted')).toBeVisible();
  // The reader's next load has it, in the HTML the server sends.
  expect(await served(await reader.reload())).toContain(comment);
  await expect(reader.locator('li[id^="comment-"]').filter({ hasText: comment })).toBeVisible();
  await expect(reader.getByText('1 reply', { exact: true })).toBeVisible();
  await expect(reader.getByText('No comments yet')).toHaveCount(0);

  // The writer submits a discussion; the reader loads the list; an admin approves it.
  const pendingTitle = `Fresh list ${randomBytes(3).toString('hex')}`;
  await submitDiscussion(writer, pendingTitle, 'Shows once approved.');
  const admin = await (await browser.newContext()).newPage();
  await signInAsAdmin(admin);
  await admin.goto('/admin');
  await waitForHydration(admin);
  const pending = admin.getByRole('listitem').filter({ hasText: pendingTitle });
  await expect(pending).toBeVisible();

  expect(await served(await reader.goto('/community/discussions'))).not.toContain(pendingTitle);
  await expect(reader.getByRole('link', { name: new RegExp(title) })).toBeVisible();
  await pending.getByRole('button', { name: 'Approve' }).click();
  await expect(pending).toHaveCount(0);
  expect(await served(await reader.reload())).toContain(pendingTitle);
  await expect(reader.getByRole('link', { name: new RegExp(pendingTitle) })).toBeVisible();
});

test('an admin gets the admin version of a discussion, with their own name in the header', async ({
  browser,
}) => {
  test.slow();
  const title = `Admin page ${randomBytes(3).toString('hex')}`;
  const { url, admin } = await approvedDiscussion(browser, title, 'Who may pin this?');
  const member = newUser({ displayName: 'Plain Member' });
  const memberTab = await memberPage(browser, member);
  const errors = { admin: collectErrors(admin), member: collectErrors(memberTab) };
  const adminUser = newUser({
    email: adminEmail,
    username: 'e2e_admin',
    displayName: 'E2E Admin',
  });

  // The member first, then the admin, then the member again: neither gets the other's page.
  const memberHtml = await served(await memberTab.goto(url));
  const adminHtml = await served(await admin.goto(url));
  expect(memberHtml).not.toContain(adminEmail);
  expect(adminHtml).not.toContain(member.email);
  expect(adminHtml).not.toContain(member.username);

  await expect(admin.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Pin discussion' })).toBeVisible();
  await expectOwnAccount(admin, adminUser);
  await accountMenuButton(admin).click();
  await expect(accountMenu(admin).getByRole('link', { name: 'Admin Dashboard' })).toBeVisible();
  await admin.keyboard.press('Escape');

  await expect(memberTab.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(memberTab.getByRole('button', { name: 'Pin discussion' })).toHaveCount(0);
  await expectOwnAccount(memberTab, member);
  expect(await served(await memberTab.reload())).not.toContain(adminEmail);
  await expect(memberTab.getByRole('button', { name: 'Pin discussion' })).toHaveCount(0);
  await expect(accountMenuButton(memberTab)).toHaveAccessibleName('Account menu for Plain Member');
  expect(errors).toEqual({ admin: [], member: [] });
});
