/**
 * The forum end to end: a member starts a discussion, an admin approves it, members comment and
 * reply; comments without JavaScript; accessibility of every community page. Access rules:
 * community-access.spec.ts.
 */
import { randomBytes } from 'node:crypto';
import { signInAsAdmin } from './auth-helpers';
import { approvedDiscussion, memberPage, toast } from './community-helpers';
import { expect, expectAccessible, test, waitForHydration } from './fixtures';

test('a member starts a discussion, an admin approves it, members comment and reply', async ({
  browser,
}) => {
  test.slow(); // three members and an admin
  const title = `Reconstitution volumes for 5 mg vials ${randomBytes(3).toString('hex')}`;

  // 1. A member submits a discussion.
  const author = await memberPage(browser);
  await author.goto('/community/new-discussion');
  await waitForHydration(author);
  await expect(author.getByRole('heading', { name: 'Community Guidelines' })).toBeVisible();
  await expect(
    author.getByText('All discussions require approval before they appear.'),
  ).toBeVisible();
  const submit = author.getByRole('button', { name: 'Submit for Review' });
  await expect(submit).toBeDisabled();
  await author.getByLabel('Category').selectOption({ label: 'Research & Studies' });
  await author.getByLabel('Title').fill(title);
  await expect(author.getByText(`${title.length}/200`)).toBeVisible();
  await author
    .getByLabel('Content')
    .fill('Which volume do you use?\nSee https://pubmed.ncbi.nlm.nih.gov/12345/ for context.');
  await submit.click();
  await expect(author).toHaveURL(/\/community\/discussions$/);
  await expect(toast(author, 'Discussion submitted!')).toContainText(
    'Your discussion has been submitted for approval and will be visible once reviewed.',
  );
  // Pending: not in the list; its author alone sees it above the list.
  const awaiting = author.getByRole('region', { name: 'Your discussions awaiting approval' });
  await expect(awaiting.getByText(title)).toBeVisible();
  await expect(author.getByText(title)).toHaveCount(1);

  // 2. An admin approves it.
  const admin = await (await browser.newContext()).newPage();
  await signInAsAdmin(admin);
  await admin.goto('/admin');
  await waitForHydration(admin);
  await expect(admin.getByRole('tab', { name: /^Discussions \(\d+\)$/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const pending = admin.getByRole('listitem').filter({ hasText: title });
  await expect(pending).toContainText('Which volume do you use?');
  await expect(pending).toContainText(/By E2E /);
  await pending.getByRole('button', { name: 'Approve' }).click();
  await expect(toast(admin, 'Approved')).toContainText(
    'Discussion has been approved and is now visible.',
  );
  await expect(pending).toHaveCount(0);

  // 3. Another member finds it in the list and comments.
  const commenter = await memberPage(browser);
  await commenter.goto('/community/discussions?category=research');
  await waitForHydration(commenter);
  const card = commenter.getByRole('link', { name: new RegExp(title) });
  await expect(card).toContainText('Research & Studies');
  await expect(card).toContainText('0 replies');
  await card.click();
  await expect(commenter.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(commenter.getByRole('link', { name: 'Back to Discussions' })).toBeVisible();
  await expect(commenter.getByText('No comments yet')).toBeVisible();
  const link = commenter.getByRole('link', { name: 'https://pubmed.ncbi.nlm.nih.gov/12345/' });
  await expect(link).toHaveAttribute('rel', 'nofollow ugc noopener noreferrer');
  await waitForHydration(commenter);
  const box = commenter.getByPlaceholder('Share your thoughts on this discussion...');
  await expect(box).toHaveAttribute('rows', '4');
  const post = commenter.getByRole('button', { name: 'Post Comment' });
  await expect(post).toBeDisabled();
  await box.fill('I use 2 ml of bacteriostatic water.');
  await post.click();
  await expect(toast(commenter, 'Comment posted')).toContainText(
    'Your comment has been added to the discussion.',
  );
  await expect(box).toHaveValue('');
  const comment = commenter.locator('li[id^="comment-"]').filter({ hasText: 'I use 2 ml' });
  await expect(comment).toBeVisible();
  await expect(commenter.getByText('1 reply', { exact: true })).toBeVisible();
  await expect(commenter).toHaveURL(/\/community\/discussion\//);
  await expectAccessible(commenter);

  // 4. The author replies to that comment.
  await author.goto(commenter.url());
  await waitForHydration(author);
  const thread = author.locator('li[id^="comment-"]').filter({ hasText: 'I use 2 ml' });
  await thread.getByRole('link', { name: 'Reply' }).click();
  const replyBox = thread.getByPlaceholder('Write a reply...');
  await expect(replyBox).toHaveAttribute('rows', '3');
  await thread.getByRole('button', { name: 'Cancel' }).click();
  await expect(replyBox).toHaveCount(0);
  await thread.getByRole('link', { name: 'Reply' }).click();
  await expect(thread.getByRole('button', { name: 'Reply' })).toBeDisabled();
  await thread.getByPlaceholder('Write a reply...').fill('Thanks, that matches the calculator.');
  await thread.getByRole('button', { name: 'Reply' }).click();
  await expect(toast(author, 'Reply posted')).toContainText(
    'Your reply has been added to the discussion.',
  );
  const reply = thread.locator('ol li').filter({ hasText: 'Thanks, that matches' });
  await expect(reply).toBeVisible();
  // Replies sit one level down and cannot be replied to.
  await expect(reply.getByRole('link', { name: 'Reply' })).toHaveCount(0);
  await expect(author.getByText('2 replies', { exact: true })).toBeVisible();

  // 5. The admin pins it: it shows the Pinned badge on the page and first in the list.
  await admin.goto(commenter.url());
  await waitForHydration(admin);
  await admin.getByRole('button', { name: 'Pin discussion' }).click();
  await expect(toast(admin, 'Discussion pinned')).toBeVisible();
  await expect(admin.locator('article').getByText('Pinned')).toBeVisible();
  await admin.getByRole('button', { name: 'Unpin discussion' }).click();
  await expect(admin.locator('article').getByText('Pinned')).toHaveCount(0);
});

test('comments work without JavaScript and long words never widen the page at 360 px', async ({
  browser,
}) => {
  test.slow();
  const title = `No script ${randomBytes(3).toString('hex')}`;
  const longWord = 'A'.repeat(400);
  const { author, url } = await approvedDiscussion(browser, title, `Start\n${longWord}`);
  const cookies = await author.context().cookies();
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 360, height: 800 },
  });
  await context.addCookies(cookies);
  const page = await context.newPage();
  await page.goto(url);
  await page
    .getByPlaceholder('Share your thoughts on this discussion...')
    .fill(`Plain form ${longWord}`);
  await page.getByRole('button', { name: 'Post Comment' }).click();
  await expect(page.getByText('Plain form')).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test('community pages pass axe checks', async ({ page, browser }) => {
  test.slow();
  await page.goto('/community');
  await expect(page.getByRole('heading', { level: 1, name: 'Community' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Join Community' })).toHaveAttribute(
    'href',
    '/auth?tab=sign-up',
  );
  for (const label of ['New', '50+', '25+', '100%']) {
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  }
  await expectAccessible(page);

  // Every category colour on a card, so the badges' contrast is checked too.
  const title = `Axe ${randomBytes(3).toString('hex')}`;
  const { author: member } = await approvedDiscussion(browser, title, 'Body', 'Vendor Experiences');
  await member.goto('/community/discussions');
  await expect(member.getByRole('heading', { name: 'Community Discussions' })).toBeVisible();
  await expect(member.getByRole('link', { name: new RegExp(title) })).toContainText(
    'Vendor Experiences',
  );
  await expectAccessible(member);
  await member.goto('/community/discussions?category=safety');
  await expectAccessible(member);
  await member.goto('/community/new-discussion');
  await expect(member.getByRole('heading', { name: 'New Discussion' })).toBeVisible();
  await expectAccessible(member);

  const admin = await (await browser.newContext()).newPage();
  await signInAsAdmin(admin);
  await admin.goto('/admin');
  await expect(admin.getByText('Total Users')).toBeVisible();
  await expect(admin.getByText('Loading...')).toHaveCount(0);
  await expectAccessible(admin);
});
