/**
 * The server's log never holds a secret: a member signs up, signs in, resets the
 * password through the mail outbox and signs in again; then the log of the server under test
 * (scripts/test-e2e.sh writes it to E2E_SERVER_LOG, in LOG_FORMAT=json) is searched for the
 * session cookies, both passwords and the reset token. Every line must also be one JSON object.
 */
import { readFileSync } from 'node:fs';
import { readResetLink, signIn, signUp } from './auth-helpers';
import { expect, test, waitForHydration } from './fixtures';
import { serverLogPath } from './server-log';

test('no session cookie, password or reset token reaches the log', async ({ page }) => {
  test.slow();
  const user = await signUp(page, { password: 'first-Secret-pass-83' });
  await signIn(page, user);
  const secrets = (await page.context().cookies()).map((cookie) => cookie.value);
  await page.context().clearCookies(); // the reset form is for visitors

  await page.goto('/auth');
  await waitForHydration(page);
  await page.getByRole('tab', { name: 'Reset Password' }).click();
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Password reset email sent')).toBeVisible();
  const { link, token } = await readResetLink(user.email);
  const newPassword = 'second-Secret-pass-91';
  await page.goto(link);
  await waitForHydration(page);
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm New Password').fill(newPassword);
  await page.getByRole('button', { name: 'Update Password' }).click();
  // The reset signs the member in and leads to /community (auth-reset.spec.ts checks the rest).
  await expect(page).toHaveURL(/\/community$/, { timeout: 20_000 });
  await signIn(page, { email: user.email, password: newPassword });
  // A request that fails on purpose is logged too: an unknown page.
  await page.request.get(`/no-such-page?token=${token}`, { failOnStatusCode: false });
  secrets.push(...(await page.context().cookies()).map((cookie) => cookie.value));

  const log = readFileSync(serverLogPath(), 'utf8');
  expect(log).toContain('[mail]'); // the reset mail was logged, so this is the right log
  const values = [...secrets, user.password, newPassword, token];
  // A signed cookie is `token.signature`: neither half may appear either.
  const pieces = values.flatMap((value) => [value, ...decodeURIComponent(value).split('.')]);
  for (const secret of pieces.filter((piece) => piece.length >= 16)) {
    expect(log, 'a secret in the server log').not.toContain(secret);
  }
  for (const line of log.split('\n').filter(Boolean)) {
    expect(() => JSON.parse(line), `one JSON object per line: ${line}`).not.toThrow();
  }
  const mailLine = log.split('\n').find((line) => line.includes('[mail]'))!;
  expect(JSON.parse(mailLine).requestId).toMatch(/^[0-9a-f]{12}$/);
});
