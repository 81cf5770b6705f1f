/**
 * A way to reach the operators: the footer's Contact link, a plain form (without
 * JavaScript too), and the message on the admin Messages page.
 */
import { randomBytes } from 'node:crypto';
import { signInAsAdmin } from './auth-helpers';
import { expect, expectAccessible, test } from './fixtures';

test('the contact page has no serious accessibility violations', async ({ page }) => {
  await page.goto('/contact');
  await expectAccessible(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a visitor writes from the footer link; an admin reads it under Messages', async ({
    page,
    browser,
  }) => {
    const marker = `Note ${randomBytes(4).toString('hex')}: the TB-500 page has a typo.`;
    await page.goto('/peptides');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await page.getByLabel('Message').fill('Too short');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Write at least 10 characters.')).toBeVisible();
    await page.getByLabel('Message').fill(marker);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page).toHaveURL(/\/contact\?toast=message-sent$/);
    await expect(page.getByRole('status').filter({ hasText: 'Message sent' })).toContainText(
      'the people who run Peptidia will read it',
    );

    const admin = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
    await signInAsAdmin(admin);
    await admin.goto('/admin');
    await admin.getByRole('link', { name: 'Messages' }).click();
    const item = admin.getByRole('listitem').filter({ hasText: marker });
    await expect(item).toBeVisible();
    await item.getByRole('button', { name: 'Mark as handled' }).click();
    await expect(
      admin
        .getByRole('listitem')
        .filter({ hasText: marker })
        .getByRole('button', { name: 'Mark as open' }),
    ).toBeVisible();
  });
});
