/**
 * Accounts for end-to-end specs. The helpers post the real /auth forms through `page.request`,
 * which shares its cookies with the page, so after `signIn(page, user)` the page is signed in
 * (navigate where you need). The UI of these forms is tested in auth*.spec.ts.
 *
 *   const member = await signUp(page);            // a new account, not signed in
 *   await signIn(page, member);                   // now signed in
 *   const admin = await signInAsAdmin(page);      // admin@e2e.test (ADMIN_EMAILS of the e2e server)
 */
import { mailText } from '../support/mail-body';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';

export interface E2EUser {
  email: string;
  username: string;
  displayName: string;
  password: string;
}

export const adminEmail = 'admin@e2e.test';

/** Fresh, unique account details (nothing is created). */
export function newUser(overrides: Partial<E2EUser> = {}): E2EUser {
  const username = overrides.username ?? `e2e_${randomBytes(6).toString('hex')}`;
  return {
    username,
    email: `${username.toLowerCase()}@e2e.test`,
    displayName: `E2E ${username.slice(4)}`,
    password: 'e2e-password-1',
    ...overrides,
  };
}

async function postAuthForm(page: Page, form: Record<string, string>) {
  return page.request.post('/auth', { form, maxRedirects: 0, failOnStatusCode: false });
}

/** Creates an account through the sign-up form. Throws when the form refuses it. */
export async function signUp(page: Page, overrides: Partial<E2EUser> = {}): Promise<E2EUser> {
  const user = newUser(overrides);
  const response = await postAuthForm(page, { intent: 'sign-up', ...user });
  if (response.status() !== 302) {
    throw new Error(`signUp(${user.email}) answered ${response.status()}`);
  }
  return user;
}

/** Signs in by e-mail (or username) and password; the page's context then holds the session. */
export async function signIn(
  page: Page,
  credentials: { email?: string; username?: string; password: string; rememberMe?: boolean },
): Promise<void> {
  const identifier = credentials.email ?? credentials.username ?? '';
  const response = await postAuthForm(page, {
    intent: 'sign-in',
    identifier,
    password: credentials.password,
    ...(credentials.rememberMe === false ? {} : { rememberMe: 'on' }),
  });
  if (response.status() !== 302) {
    throw new Error(`signIn(${identifier}) answered ${response.status()}`);
  }
}

/**
 * Signs in as admin@e2e.test, creating that account on first use (any worker may be first). The
 * listed address becomes admin only once the link mailed to it is opened, so until /admin opens,
 * this confirms it with the newest link (another worker may have used it already: then it waits).
 */
export async function signInAsAdmin(page: Page): Promise<E2EUser> {
  const admin = newUser({
    email: adminEmail,
    username: 'e2e_admin',
    displayName: 'E2E Admin',
    password: 'e2e-admin-password',
  });
  try {
    await signIn(page, admin);
  } catch {
    // Not created yet: sign up (a parallel worker may win; then the duplicate answer is fine).
    await postAuthForm(page, { intent: 'sign-up', ...admin });
    await signIn(page, admin);
  }
  const isAdmin = async () =>
    (await page.request.get('/admin', { maxRedirects: 0, failOnStatusCode: false })).status() ===
    200;
  if (!(await isAdmin())) {
    const token = /confirm-email\?token=([A-Za-z0-9_-]{43})/.exec(
      await readLatestMail(adminEmail, 'confirm-email?token='),
    )![1]!;
    await page.request.post('/profile/confirm-email', {
      form: { token },
      maxRedirects: 0,
      failOnStatusCode: false,
    });
    await expect.poll(isAdmin, { message: `${adminEmail} is admin` }).toBe(true);
  }
  return admin;
}

/** Signs in through the visible /auth form (for specs that test the page itself). */
export async function signInWithForm(
  page: Page,
  credentials: { identifier: string; password: string; rememberMe?: boolean },
): Promise<void> {
  await page.getByLabel('Email or Username').fill(credentials.identifier);
  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  if (credentials.rememberMe) await page.getByLabel('Remember me (30 days)').check();
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/**
 * The account menu button of the header (signed in): the <summary> of a disclosure, which
 * browsers expose as a button but Playwright's role engine does not.
 */
export function accountMenuButton(page: Page) {
  return page.locator('header summary[aria-label^="Account menu for "]');
}

/** The account menu's panel (name, e-mail, links and the Sign Out button), when open. */
export function accountMenu(page: Page) {
  return page.locator('#account-menu');
}

/** The newest password-reset mail to `to`, with the link in it and that link's token. */
export async function readResetLink(to: string) {
  const mail = await readLatestMail(to, '/auth?token=');
  const [link, token] = /http:\/\/127\.0\.0\.1:\d+\/auth\?token=([A-Za-z0-9]+)/.exec(mail)!;
  return { mail, link, token: token! };
}

/** The newest mail to `to` (that contains `containing`) in the e2e server's outbox, decoded. */
export async function readLatestMail(to: string, containing = ''): Promise<string> {
  const outbox = join(process.env.E2E_DATA_DIR ?? '.tmp/e2e-data', 'outbox');
  let found = '';
  await expect
    .poll(
      () => {
        let files: string[] = [];
        try {
          files = readdirSync(outbox).filter((name) => name.endsWith('.eml'));
        } catch {
          return false;
        }
        for (const name of files.sort().reverse()) {
          const text = mailText(readFileSync(join(outbox, name), 'utf8'));
          const addressed = new RegExp(`^To: ${to.replace(/[.+]/g, '\\$&')}\\s*$`, 'im');
          if (addressed.test(text) && text.includes(containing)) {
            found = text;
            return true;
          }
        }
        return false;
      },
      { message: `a mail to ${to} in ${outbox}`, timeout: 10_000 },
    )
    .toBe(true);
  return found;
}
