import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../database/client';
import { session } from '../../database/schema';
import { action as authAction, loader as authLoader } from '../../app/routes/auth';
import { createTestDatabase } from '../support/test-database';
import { createTestContext } from '../support/test-context';
import { createTestUser, signInCookie, type TestUser } from '../support/users';
import { formPost, pageGet, run, signedInUsername } from './auth-test-utils';

let database: DatabaseHandle;
let member: TestUser;
beforeEach(async () => {
  database = await createTestDatabase();
  member = await createTestUser(database.db, {
    username: 'Alice_R',
    email: 'alice@example.test',
    signedIn: false,
  });
});
afterEach(() => database.close());

const context = () => createTestContext(database);

function signIn(identifier: string, password: string, extra: Record<string, string> = {}) {
  return run(
    authAction,
    formPost('/auth', { intent: 'sign-in', identifier, password, ...extra }),
    context(),
  );
}

const whoIs = (cookie: string, ctx = context()) => signedInUsername(cookie, ctx);

describe('sign-in', () => {
  it('works with the e-mail (any case) and goes to /community', async () => {
    const result = await signIn('ALICE@example.test', member.password);
    expect(result.status).toBe(302);
    expect(result.location).toBe('/community');
    expect(await whoIs(result.cookie)).toBe('Alice_R');
  });

  it('works with the username (any case)', async () => {
    const result = await signIn('alice_r', member.password);
    expect(result.status).toBe(302);
    expect(await whoIs(result.cookie)).toBe('Alice_R');
  });

  it('gives one generic message for a wrong password or an unknown account', async () => {
    for (const identifier of ['alice@example.test', 'Alice_R', 'nobody@example.test', 'nobody']) {
      const result = await signIn(identifier, 'wrong-password');
      expect(result.status).toBe(401);
      expect(result.data).toMatchObject({
        intent: 'sign-in',
        ok: false,
        message: 'Invalid login credentials',
      });
      expect(result.cookie).toBe('');
    }
  });

  it('asks for both fields with the library message', async () => {
    const result = await signIn('', '');
    expect(result.status).toBe(400);
    expect(result.data).toMatchObject({
      message: 'You must provide either an email or phone number and a password',
      fieldErrors: {
        identifier: 'Email or username is required',
        password: 'Password is required',
      },
    });
  });

  it('follows a local redirectTo but never one to another site', async () => {
    const local = await signIn(member.email, member.password, {
      redirectTo: '/community/discussions',
    });
    expect(local.location).toBe('/community/discussions');
    for (const redirectTo of ['https://evil.example/', '//evil.example', '/\\evil.example']) {
      const result = await signIn(member.email, member.password, { redirectTo });
      expect(result.location).toBe('/community');
    }
  });

  it('remember me: a 30-day cookie; otherwise a browser-session cookie and a 1-day session', async () => {
    const remembered = await signIn(member.email, member.password, { rememberMe: 'on' });
    const rememberedCookie = remembered.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith('better-auth.session_token='))!;
    expect(rememberedCookie).toMatch(/Max-Age=2592000/);
    expect(rememberedCookie).toMatch(/HttpOnly/);
    expect(rememberedCookie).toMatch(/SameSite=Lax/);
    expect(rememberedCookie).not.toMatch(/Secure/);

    const browserSession = await signIn(member.email, member.password);
    const sessionCookie = browserSession.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith('better-auth.session_token='))!;
    expect(sessionCookie).not.toMatch(/Max-Age|Expires/);
    expect(sessionCookie).toMatch(/HttpOnly/);

    const lifetimes = await database.db
      .select({
        days: sql<number>`round(extract(epoch from (${session.expiresAt} - now())) / 86400)::int`,
      })
      .from(session)
      .orderBy(session.createdAt);
    expect(lifetimes.map((row) => row.days)).toEqual([30, 1]);
  });

  it('marks the cookie Secure (and __Secure-) when SITE_URL is https', async () => {
    const env = { ...context().env, SITE_URL: 'https://peptidia.example' };
    const result = await run(
      authAction,
      new Request('https://peptidia.example/auth', {
        method: 'POST',
        headers: { origin: 'https://peptidia.example' },
        body: new URLSearchParams({
          intent: 'sign-in',
          identifier: member.email,
          password: member.password,
        }),
      }),
      createTestContext(database, { env }),
    );
    const cookie = result.headers.getSetCookie().find((value) => value.includes('session_token'))!;
    expect(cookie).toMatch(/^__Secure-better-auth\.session_token=/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/HttpOnly/);
  });

  it('ignores a tampered, unknown or expired session cookie', async () => {
    const cookie = await signInCookie(database, member);
    const [name, value] = cookie.split('=') as [string, string];
    const token = decodeURIComponent(value).split('.')[0]!;
    expect(await whoIs(`${name}=${token}.${'A'.repeat(43)}=`)).toBeNull();
    expect(await whoIs(`${name}=${token}`)).toBeNull();
    expect(await whoIs(cookie)).toBe('Alice_R');
    await database.db
      .update(session)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(session.token, token));
    expect(await whoIs(cookie)).toBeNull();
  });

  it('answers every loader of one request from one session lookup', async () => {
    const cookie = await signInCookie(database, member);
    const ctx = context();
    expect(await whoIs(cookie, ctx)).toBe('Alice_R');
    // React Router gives each loader its own copy of the request; they still get one answer,
    // even if the session ends in between. The next request asks again.
    await database.db.delete(session);
    expect(await whoIs(cookie, ctx)).toBe('Alice_R');
    expect(await whoIs(cookie)).toBeNull();
  });

  it('stores the browser’s name with the session without its control characters', async () => {
    const result = await run(
      authAction,
      formPost(
        '/auth',
        { intent: 'sign-in', identifier: member.email, password: member.password },
        { userAgent: 'Zed\u0001Browser\u001b[31m/9.1\u007f\u0085(X11)' },
      ),
      context(),
    );
    expect(result.status).toBe(302);
    const rows = await database.db
      .select({ userAgent: session.userAgent })
      .from(session)
      .where(eq(session.userId, member.id));
    expect(rows).toEqual([{ userAgent: 'ZedBrowser[31m/9.1 (X11)' }]);
  });

  it('sends a signed-in visitor from /auth to /community, except with a reset link', async () => {
    const cookie = await signInCookie(database, member);
    const page = await run(authLoader, pageGet('/auth', cookie), context());
    expect(page.location).toBe('/community');
    const reset = await run(authLoader, pageGet('/auth?token=unknown', cookie), context());
    expect(reset.status).toBe(200);
    expect(reset.data).toMatchObject({ linkFailed: true });
  });
});
