import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mailText } from '../support/mail-body';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { like, sql } from 'drizzle-orm';
import type { AppLoadContext } from 'react-router';
import type { DatabaseHandle } from '../../database/client';
import { session, verification } from '../../database/schema';
import { action, loader } from '../../app/routes/auth';
import { loader as rootLoader } from '../../app/root';
import { createTestDatabase } from '../support/test-database';
import { createTestContext } from '../support/test-context';
import { createTestUser, signInCookie, type TestUser } from '../support/users';
import { formPost, pageGet, run } from './auth-test-utils';

let database: DatabaseHandle;
let member: TestUser;
let dataDir: string;
let context: AppLoadContext;

beforeEach(async () => {
  database = await createTestDatabase();
  member = await createTestUser(database.db, { email: 'reset-me@example.test', signedIn: false });
  dataDir = mkdtempSync(join(tmpdir(), 'peptidia-reset-'));
  const base = createTestContext(database);
  context = createTestContext(database, { env: { ...base.env, DATA_DIR: dataDir } });
});
afterEach(async () => {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function requestReset(email: string) {
  return run(action, formPost('/auth', { intent: 'request-reset', email }), context);
}

/** The reset link of the newest mail in the outbox (waits: the mail is sent in the background). */
async function linkFromOutbox(): Promise<string> {
  const outbox = join(dataDir, 'outbox');
  for (let attempt = 0; attempt < 50; attempt++) {
    const files = (() => {
      try {
        return readdirSync(outbox)
          .filter((name) => name.endsWith('.eml'))
          .sort();
      } catch {
        return [];
      }
    })();
    if (files.length > 0) {
      const raw = readFileSync(join(outbox, files.at(-1)!), 'utf8');
      const decoded = mailText(raw);
      expect(decoded).toContain('To: reset-me@example.test');
      return /http:\/\/localhost:3000\/auth\?token=[A-Za-z0-9]+/.exec(decoded)![0];
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('no mail in the outbox');
}

function setNewPassword(
  token: string,
  password: string,
  confirmPassword = password,
  cookie?: string,
) {
  return run(
    action,
    formPost(
      `/auth?token=${token}`,
      { intent: 'reset-password', token, password, confirmPassword },
      { cookie },
    ),
    context,
  );
}

describe('password reset', () => {
  it('answers the same whether or not the account exists, and mails a link only if it does', async () => {
    const known = await requestReset('Reset-Me@example.test');
    const unknown = await requestReset('nobody@example.test');
    expect(known).toMatchObject({ status: 302, location: '/auth?toast=reset-email-sent' });
    expect(unknown).toMatchObject({ status: 302, location: '/auth?toast=reset-email-sent' });
    const link = await linkFromOutbox();
    expect(readdirSync(join(dataDir, 'outbox'))).toHaveLength(1);

    const opened = await run(
      loader,
      pageGet(new URL(link).pathname + new URL(link).search),
      context,
    );
    expect(opened.data).toMatchObject({ resetToken: new URL(link).searchParams.get('token') });
  });

  it('needs an e-mail', async () => {
    const result = await requestReset('');
    expect(result.status).toBe(400);
    expect(result.data?.fieldErrors).toEqual({ email: 'Email is required' });
  });

  it('checks the new passwords with the spec messages', async () => {
    await requestReset(member.email);
    const token = new URL(await linkFromOutbox()).searchParams.get('token')!;
    expect((await setNewPassword(token, 'new-pass-1', 'new-pass-2')).data?.fieldErrors).toEqual({
      confirmPassword: 'Passwords do not match',
    });
    expect((await setNewPassword(token, 'abc')).data?.fieldErrors).toMatchObject({
      password: 'Password must be at least 6 characters long',
    });
  });

  it('refuses a common password and keeps the link and the old password', async () => {
    await requestReset(member.email);
    const token = new URL(await linkFromOutbox()).searchParams.get('token')!;
    const common = await setNewPassword(token, 'Password1');
    expect(common.status).toBe(400);
    expect(common.data?.fieldErrors).toEqual({
      password: 'This password is too common. Please choose another.',
    });
    await signInCookie(database, member); // the old password still works
    expect((await setNewPassword(token, 'brand-new-pass')).status).toBe(302);
  });

  it('sets the password, ends every other session, signs this browser in; the token works once', async () => {
    const otherDevice = await signInCookie(database, member);
    await requestReset(member.email);
    const token = new URL(await linkFromOutbox()).searchParams.get('token')!;

    const done = await setNewPassword(token, 'brand-new-pass');
    expect(done.status).toBe(302);
    expect(done.location).toBe('/community?toast=password-updated');
    const root = await run<{ user: { email: string } | null }>(
      rootLoader,
      pageGet('/', done.cookie),
      context,
    );
    expect(root.data?.user?.email).toBe(member.email);
    const old = await run<{ user: unknown }>(rootLoader, pageGet('/', otherDevice), context);
    expect(old.data?.user).toBeNull();
    expect(await database.db.select().from(session)).toHaveLength(1);

    await expect(signInCookie(database, member)).rejects.toThrow();
    await signInCookie(database, { email: member.email, password: 'brand-new-pass' });

    const again = await setNewPassword(token, 'another-pass');
    expect(again.status).toBe(400);
    expect(again.data?.message).toBe('Failed to verify reset link. Please try again.');
    const reopened = await run(loader, pageGet(`/auth?token=${token}`), context);
    expect(reopened.data).toMatchObject({ resetToken: null, linkFailed: true });
  });

  it('refuses a token older than one hour', async () => {
    await requestReset(member.email);
    const token = new URL(await linkFromOutbox()).searchParams.get('token')!;
    const [stored] = await database.db
      .select({
        minutes: sql<number>`round(extract(epoch from (${verification.expiresAt} - now())) / 60)::int`,
      })
      .from(verification)
      .where(like(verification.identifier, 'reset-password:%'));
    expect(stored!.minutes).toBe(60);
    await database.db.update(verification).set({ expiresAt: sql`now() - interval '1 second'` });
    const opened = await run(loader, pageGet(`/auth?token=${token}`), context);
    expect(opened.data).toMatchObject({ resetToken: null, linkFailed: true });
    const result = await setNewPassword(token, 'brand-new-pass');
    expect(result.data?.message).toBe('Failed to verify reset link. Please try again.');
    await signInCookie(database, member); // the old password still works
  });

  it('answers a filled honeypot like a success and sends nothing', async () => {
    const result = await run(
      action,
      formPost('/auth', { intent: 'request-reset', email: member.email, website: 'x' }),
      context,
    );
    expect(result.location).toBe('/auth?toast=reset-email-sent');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await database.db.select().from(verification)).toEqual([]);
  });
});
