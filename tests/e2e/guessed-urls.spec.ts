/** URLs people guess are sent for good to the page they are after. */
import { expect, test } from './fixtures';

const guesses = [
  ['/calculator', '/dosage-calculator'],
  ['/login', '/auth'],
  ['/signup', '/auth?tab=sign-up'],
  ['/forum', '/community'],
] as const;

for (const [guess, destination] of guesses) {
  test(`${guess} is a permanent redirect to ${destination}`, async ({ request }) => {
    const response = await request.get(guess, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()['location']).toBe(destination);
  });
}

test('the sign-up guess opens the Sign Up tab', async ({ page }) => {
  await page.goto('/signup');
  await expect(page.getByRole('tab', { name: 'Sign Up', selected: true })).toBeVisible();
});
