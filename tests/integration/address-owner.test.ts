/**
 * Someone signs up first with the address in ADMIN_EMAILS. The mail and the link's page name
 * the account, confirming it signed out or as another account makes nobody admin, and the
 * address's owner can take it back with "This isn't my account".
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { user } from '../../database/schema';
import { applyAdminEmails } from '../../app/features/auth/admin-role.server';
import { action as authAction } from '../../app/routes/auth';
import ConfirmEmailPage, {
  action as confirmAction,
  loader as confirmLoader,
} from '../../app/routes/profile-confirm-email';
import { renderPage } from '../support/render-page';
import { waitForMailTo } from '../support/outbox';
import { createTestUser, signInCookie } from '../support/users';
import { accountDoors, bossEmail, proofToken } from './account-doors-utils';
import { pageGet, run, signedInUsername } from './auth-test-utils';

const { state, post, confirmLink, releaseLink, profileOf, userOf, context } = accountDoors();
const password = 'squatter-pass-42';

async function squatterSignsUp() {
  await post(authAction, '/auth', {
    intent: 'sign-up',
    username: 'squatter',
    displayName: 'Squatter',
    email: bossEmail,
    password,
  });
  const [row] = await state.database.db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, bossEmail));
  const cookie = await signInCookie(
    state.database,
    { email: bossEmail, password },
    { context: context() },
  );
  return { id: row!.id, cookie, mail: await waitForMailTo(state.dataDir, bossEmail) };
}

/** The link's page as a visitor reads it, its text on one line. */
async function openPage(mail: string, cookie = '') {
  const path = `/profile/confirm-email?token=${proofToken(mail)}`;
  const { data } = await run(confirmLoader, pageGet(path, cookie), context());
  const page = await renderPage(ConfirmEmailPage, data);
  return page
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');
}

describe('a link mailed to an address someone else signed up with', () => {
  it('names the account in the mail and on the page, worded for a new account', async () => {
    const squatter = await squatterSignsUp();
    expect(squatter.mail).toContain('@squatter');
    expect(squatter.mail).toContain("This isn't my account");
    const page = await openPage(squatter.mail);
    expect(page).toContain('Confirm that this address is yours');
    expect(page).toContain('@squatter');
    expect(page).toContain("This isn't my account");
    expect(page).not.toContain('Make this address the one you sign in with');
  });

  it('confirmed by the mailbox owner while signed out, makes nobody admin, now or at start-up', async () => {
    const squatter = await squatterSignsUp();
    expect((await confirmLink(squatter.mail)).location).toBe('/profile?toast=email-confirmed');
    expect(await userOf(squatter.id)).toMatchObject({ emailVerified: true });
    expect((await profileOf(squatter.id)).isAdmin).toBe(false);
    expect(await applyAdminEmails(state.database.db, [bossEmail])).toBe(0);
    expect((await profileOf(squatter.id)).isAdmin).toBe(false);
  });

  it('opened while signed in as another account confirms nothing and stays usable', async () => {
    const squatter = await squatterSignsUp();
    const other = await createTestUser(state.database.db, { env: state.env, emailVerified: true });
    expect(await openPage(squatter.mail, other.cookie)).toContain(
      `You are signed in as @${other.username}, not @squatter`,
    );
    const crossed = await confirmLink(squatter.mail, other.cookie);
    expect(crossed.status).toBe(409);
    expect(crossed.data?.message).toMatch(/signed in as another account/);
    expect(await userOf(squatter.id)).toMatchObject({ emailVerified: false });
    expect(await userOf(other.id)).toMatchObject({ email: other.email });
    expect((await profileOf(other.id)).isAdmin).toBe(false);
    // The account's own member, signed in, then confirms it: mailbox and account together.
    const own = await confirmLink(squatter.mail, squatter.cookie);
    expect(own.location).toBe('/profile?toast=email-confirmed');
    expect((await profileOf(squatter.id)).isAdmin).toBe(true);
  });

  it('"This isn\'t my account" takes the address back and signs that account out everywhere', async () => {
    const squatter = await squatterSignsUp();
    expect(await signedInUsername(squatter.cookie, context())).toBe('squatter');
    const released = await releaseLink(squatter.mail);
    expect(released.status).toBe(200);
    expect(released.data?.message).toMatch(/no longer has this address/);
    expect((await userOf(squatter.id)).email).not.toBe(bossEmail);
    expect(await signedInUsername(squatter.cookie, context())).toBeNull();
    // Twice, or confirming afterwards: the link is spent, nothing changes.
    const again = await releaseLink(squatter.mail);
    expect(again.status).toBe(400);
    expect((await confirmLink(squatter.mail, squatter.cookie)).status).toBe(400);
    // The owner now signs up with their own address.
    const owner = await post(authAction, '/auth', {
      intent: 'sign-up',
      username: 'the_owner',
      displayName: 'Owner',
      email: bossEmail,
      password: 'owner-pass-4242',
    });
    expect(owner.location).toBe('/auth?toast=account-created');
    const [holder] = await state.database.db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, bossEmail));
    expect(holder!.id).not.toBe(squatter.id);
  });

  it('releases only the account the link names, whatever the form says or who is signed in', async () => {
    const squatter = await squatterSignsUp();
    const victim = await createTestUser(state.database.db, { env: state.env, emailVerified: true });
    const forged = { userId: victim.id, memberId: victim.id, email: victim.email };
    expect((await releaseLink(squatter.mail, forged, victim.cookie)).status).toBe(200);
    expect(await userOf(victim.id)).toMatchObject({ email: victim.email, emailVerified: true });
    expect(await signedInUsername(victim.cookie, context())).toBe(victim.username);
    // A forged token releases nothing.
    const made = await post(
      confirmAction,
      '/profile/confirm-email',
      { intent: 'release', token: 'A'.repeat(43) },
      victim.cookie,
    );
    expect(made.status).toBe(400);
    expect(await userOf(victim.id)).toMatchObject({ email: victim.email });
  });
});
