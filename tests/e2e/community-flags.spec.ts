/**
 * Flags and own edits (decision 0014): a member flags a discussion, an admin hides it
 * in the Flagged tab with a reason, and its author sees it marked hidden with that reason while
 * other members no longer see it; an author edits and removes their own comment.
 */
import { randomBytes } from 'node:crypto';
import { approvedDiscussion, memberPage, toast } from './community-helpers';
import { expect, test, waitForHydration } from './fixtures';

test('flag → admin hides in the Flagged tab → the author sees the reason', async ({ browser }) => {
  test.slow(); // an author, a flagger and an admin
  const title = `Flagged ${randomBytes(3).toString('hex')}`;
  const { author, admin, url } = await approvedDiscussion(browser, title, 'Dose 5 mg daily.');

  const flagger = await memberPage(browser);
  await flagger.goto(url);
  await waitForHydration(flagger);
  const article = flagger.getByRole('article');
  const flag = async () => {
    await article.getByText('Flag', { exact: true }).click();
    await article.getByLabel('Medical claim or dosing advice').check();
    await article.getByLabel(/^Note/).fill('Dosing advice');
    await article.getByRole('button', { name: 'Send flag' }).click();
  };
  await flag();
  await expect(article.getByText('Thanks — a moderator will look at it.')).toBeVisible();
  await flag();
  await expect(article.getByText('You have already flagged this.')).toBeVisible();
  // Nobody flags their own post: the author has no Flag control.
  await author.goto(url);
  await expect(author.getByRole('article').getByText('Flag', { exact: true })).toHaveCount(0);

  await admin.goto('/admin');
  await waitForHydration(admin);
  await admin.getByRole('tab', { name: /^Flagged \(\d+\)$/ }).click();
  const item = admin.getByRole('listitem').filter({ hasText: title });
  await expect(item).toContainText('Dosing advice');
  await item.getByLabel(/^Reason/).fill('Dosing advice is not allowed here');
  await item.getByRole('button', { name: 'Hide' }).click();
  await expect(toast(admin, 'Hidden')).toBeVisible();
  await expect(item).toHaveCount(0);

  await author.goto(url);
  const own = author.getByRole('article');
  await expect(own.getByText('Hidden', { exact: true })).toBeVisible();
  await expect(own).toContainText('Hidden by a moderator: Dosing advice is not allowed here');
  await flagger.goto(url);
  await expect(flagger).toHaveURL(/\/community\/discussions$/);
});

test('an author edits and removes their own comment', async ({ browser }) => {
  test.slow();
  const title = `Edits ${randomBytes(3).toString('hex')}`;
  const { author, url } = await approvedDiscussion(browser, title, 'Body');
  await author.goto(url);
  await waitForHydration(author);
  await author.getByPlaceholder('Share your thoughts on this discussion...').fill('Teh first try');
  await author.getByRole('button', { name: 'Post Comment' }).click();
  const comment = author.getByRole('listitem').filter({ hasText: 'Teh first try' });
  await comment.getByRole('link', { name: 'Edit' }).click();
  await author.getByLabel('Edit your comment').fill('The first try');
  await author.getByRole('button', { name: 'Save changes' }).click();
  const edited = author.getByRole('listitem').filter({ hasText: 'The first try' });
  await expect(edited).toContainText('Your changes are saved.');
  await expect(edited).toContainText('edited');
  await edited.getByText('Remove', { exact: true }).click();
  await edited.getByRole('button', { name: 'Remove comment' }).click();
  await expect(author.getByText('[removed by its author]')).toBeVisible();
  await expect(author.getByText('The first try')).toHaveCount(0);
  await expect(author.getByText('0 replies')).toBeVisible();
});

test('without JavaScript, Flag on a comment opens its reasons on that comment and sends the flag', async ({
  browser,
}) => {
  test.slow(); // an author and an admin approve the discussion first
  const title = `Plain flag ${randomBytes(3).toString('hex')}`;
  const { author, url } = await approvedDiscussion(browser, title, 'Body');
  const posted = await author.request.post(url, {
    form: { intent: 'comment', content: 'Take 5 mg before bed.' },
    headers: { Origin: new URL(author.url()).origin },
  });
  expect(posted.status()).toBeLessThan(400);
  const member = await memberPage(browser);
  const storageState = await member.context().storageState();
  const plain = await (
    await browser.newContext({ storageState, javaScriptEnabled: false })
  ).newPage();
  await plain.goto(url);
  const comment = plain.locator('li[id^="comment-"]').filter({ hasText: 'Take 5 mg before bed.' });
  // A closed control is a link, not a form: the page carries no reasons until one is opened.
  await expect(plain.getByRole('button', { name: 'Send flag' })).toHaveCount(0);
  await comment.getByRole('link', { name: 'Flag' }).click();
  await expect(plain).toHaveURL(/[?&]flag=/);
  await comment.getByLabel('Medical claim or dosing advice').check();
  await comment.getByRole('button', { name: 'Send flag' }).click();
  await expect(comment.getByText('Thanks — a moderator will look at it.')).toBeVisible();
});
