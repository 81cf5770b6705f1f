/**
 * Changing the e-mail address: the password is needed; a link goes to the new address
 * and a notice to the old one; the old address stays until the link is used; the link works once,
 * expires, and a forged one does nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../database/client';
import { user, verification } from '../../database/schema';
import { action as profileAction } from '../../app/routes/profile';
import {
  action as confirmAction,
  loader as confirmLoader,
} from '../../app/routes/profile-confirm-email';
import { waitForMails } from '../support/outbox';
import { createTestContext, testEnv } from '../support/test-context';
import { createTestDatabase } from '../support/test-database';
import { createTestUser, signInCookie, type TestUser } from '../support/users';
import { formPost, pageGet, run } from './auth-test-utils';

let database: DatabaseHandle;
let member: TestUser;
let dataDir: string;
let env: typeof testEnv;
beforeEach(async () => {
  database = await createTestDatabase();
  // Mail goes to this test's own outbox; the cookie is signed with the same environment.
  dataDir = mkdtempSync(join(tmpdir(), 'email-change-'));
  env = { ...testEnv, DATA_DIR: dataDir, AUTH_SECRET: 'email-change-test-secret-0123456789abcdef' };
  member = await createTestUser(database.db, { email: 'old-address@example.test', env });
});
afterEach(async () => {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const context = () => createTestContext(database, { env });
const ask = (fields: Record<string, string>) =>
  run(
    profileAction,
    formPost('/profile', { intent: 'change-email', ...fields }, { cookie: member.cookie }),
    context(),
  );
const confirm = (token: string) =>
  run<{ message?: string }>(
    confirmAction,
    formPost('/profile/confirm-email', { token }, { origin: 'http://localhost:3000' }),
    context(),
  );
const emailNow = async () =>
  (await database.db.select({ email: user.email }).from(user).where(eq(user.id, member.id)))[0]
    ?.email;

const mails = (count: number) => waitForMails(dataDir, count);

const tokenIn = (mail: string) => /confirm-email\?token=([A-Za-z0-9_-]{43})/.exec(mail)![1]!;

describe('changing the e-mail address', () => {
  it('sends a link to the new address and a notice to the old; changes only when it is used, once', async () => {
    const asked = await ask({ email: 'New-Address@example.test', password: member.password });
    expect(asked.location).toBe('/profile?toast=email-change-sent');
    const sent = await mails(2);
    const toNew = sent.find((mail) => mail.includes('To: new-address@example.test'))!;
    const toOld = sent.find((mail) => mail.includes('To: old-address@example.test'))!;
    expect(toOld).toContain('is being changed');
    expect(toOld).not.toContain('token=');
    const token = tokenIn(toNew);
    // The database holds only the token's hash.
    const rows = await database.db.select().from(verification);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(await emailNow()).toBe('old-address@example.test');

    // Opening the link changes nothing; the post does.
    const page = await run(
      confirmLoader,
      pageGet(`/profile/confirm-email?token=${token}`),
      context(),
    );
    expect(page.data).toMatchObject({
      token,
      proof: { kind: 'change', username: member.username },
    });
    expect(await emailNow()).toBe('old-address@example.test');
    expect((await confirm(token)).location).toBe('/profile?toast=email-changed');
    expect(await emailNow()).toBe('new-address@example.test');
    expect(
      await signInCookie(database, {
        email: 'new-address@example.test',
        password: member.password,
      }),
    ).toContain('session_token');

    const again = await confirm(token);
    expect(again.data?.message).toMatch(/^This link has expired or was already used/);
  });

  it('refuses a wrong password, an address in use, and sends nothing', async () => {
    await createTestUser(database.db, { email: 'taken@example.test' });
    const wrong = await ask({ email: 'new@example.test', password: 'not-it' });
    expect(wrong.data).toMatchObject({ fieldErrors: { password: 'Password is incorrect' } });
    const taken = await ask({ email: 'taken@example.test', password: member.password });
    expect(taken.data).toMatchObject({
      fieldErrors: { email: 'This e-mail address belongs to another account' },
    });
    expect(await database.db.select().from(verification)).toEqual([]);
  });

  it('does nothing for a forged or expired link', async () => {
    expect((await confirm('A'.repeat(43))).data?.message).toMatch(/expired or was already used/);
    await ask({ email: 'later@example.test', password: member.password });
    const token = tokenIn((await mails(2)).find((mail) => mail.includes('To: later@'))!);
    await database.db.update(verification).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await confirm(token)).data?.message).toMatch(/expired or was already used/);
    expect(await emailNow()).toBe('old-address@example.test');
  });
});
