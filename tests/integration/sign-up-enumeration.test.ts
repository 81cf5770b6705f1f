/**
 * Sign-up never tells a stranger whether an address has an account (OWASP's advice against
 * account enumeration): a taken address gets the answer a new one gets, and its owner is mailed
 * that someone tried, with a link that takes the address back if the account is not theirs.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { user } from '../../database/schema';
import { action as authAction } from '../../app/routes/auth';
import { waitForMailTo } from '../support/outbox';
import { createTestUser } from '../support/users';
import { accountDoors } from './account-doors-utils';

const { state, post, releaseLink, userOf } = accountDoors();
const signUp = (username: string, email: string) =>
  post(authAction, '/auth', {
    intent: 'sign-up',
    username,
    displayName: username,
    email,
    password: 'prober-pass-42',
  });
const accountsWith = async (email: string) =>
  (await state.database.db.select({ n: count() }).from(user).where(eq(user.email, email)))[0]!.n;
const outboxSize = () => {
  try {
    return readdirSync(join(state.dataDir, 'outbox')).length;
  } catch {
    return 0;
  }
};

describe('sign-up with an address that has an account', () => {
  it('answers as for a new account and mails the owner, who can take the address back', async () => {
    const owner = await createTestUser(state.database.db, {
      env: state.env,
      email: 'owner@example.test',
      username: 'the_holder',
    });
    const fresh = await signUp('new_person', 'new@example.test');
    const probe = await signUp('prober', 'Owner@example.test');
    expect([probe.status, probe.location, probe.data]).toEqual([
      fresh.status,
      fresh.location,
      fresh.data,
    ]);
    expect(probe.location).toBe('/auth?toast=account-created');
    expect(await accountsWith('owner@example.test')).toBe(1);

    const mail = await waitForMailTo(state.dataDir, 'owner@example.test');
    expect(mail).toContain('Subject: Someone tried to sign up with your address');
    expect(mail).toContain('@the_holder');
    expect(mail).toContain("This isn't my account");
    expect((await releaseLink(mail)).status).toBe(200);
    expect((await userOf(owner.id)).email).not.toBe('owner@example.test');
  });

  it('still says a username is taken, and then mails nobody', async () => {
    await createTestUser(state.database.db, { env: state.env, username: 'Taken_Name' });
    const before = outboxSize();
    const taken = await signUp('taken_name', 'someone@example.test');
    expect(taken.status).toBe(400);
    expect(taken.data?.fieldErrors).toEqual({ username: 'This username is already taken' });
    expect(await accountsWith('someone@example.test')).toBe(0);
    expect(outboxSize()).toBe(before);
  });
});
