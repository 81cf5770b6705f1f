import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { count, ne, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../database/client';
import { deletedMemberId, rateLimits, session, user } from '../../database/schema';
import { action as authAction } from '../../app/routes/auth';
import { action as profileAction } from '../../app/routes/profile';
import { action as signOutAction } from '../../app/routes/sign-out';
import { authLimits } from '../../app/utils/rate-limit.server';
import { createTestDatabase } from '../support/test-database';
import { createTestContext } from '../support/test-context';
import { createTestUser, signInCookie } from '../support/users';
import { formPost, run } from './auth-test-utils';

let database: DatabaseHandle;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(() => database.close());

const context = (clientIp = '203.0.113.7') => createTestContext(database, { clientIp });

/** Moves every rate-limit window into the past, as if the time had passed. */
async function letWindowsPass() {
  await database.db.update(rateLimits).set({ windowStartedAt: sql`now() - interval '2 hours'` });
}

describe('rate limits', () => {
  it('sign-up per IP: 429 with Retry-After and a clear message, then recovers', async () => {
    const { limit } = authLimits.signUpPerIp;
    // Invalid posts count too (nothing is written), which keeps this test fast.
    for (let i = 0; i < limit; i++) {
      const result = await run(authAction, formPost('/auth', { intent: 'sign-up' }), context());
      expect(result.status).toBe(400);
    }
    const refused = await run(authAction, formPost('/auth', { intent: 'sign-up' }), context());
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(refused.data?.message).toMatch(
      /^Too many attempts\. Please wait \d+ minutes? and try again\.$/,
    );
    // Another address is not affected.
    const other = await run(
      authAction,
      formPost('/auth', { intent: 'sign-up' }),
      context('198.51.100.1'),
    );
    expect(other.status).toBe(400);
    await letWindowsPass();
    const again = await run(authAction, formPost('/auth', { intent: 'sign-up' }), context());
    expect(again.status).toBe(400);
  });

  it('sign-in per account: failed attempts lock that account, even from many addresses', async () => {
    const member = await createTestUser(database.db, { signedIn: false });
    const { limit } = authLimits.signInFailuresPerAccount;
    for (let i = 0; i < limit; i++) {
      const ip = `192.0.2.${i + 1}`;
      const result = await run(
        authAction,
        formPost('/auth', { intent: 'sign-in', identifier: member.username, password: 'wrong!' }),
        context(ip),
      );
      expect(result.status).toBe(401);
    }
    const locked = await run(
      authAction,
      formPost('/auth', { intent: 'sign-in', identifier: member.email, password: member.password }),
      context('192.0.2.200'),
    );
    expect(locked.status).toBe(429);
    expect(locked.headers.get('Retry-After')).toMatch(/^\d+$/);
    await letWindowsPass();
    await signInCookie(database, member, { context: context('192.0.2.201') });
  });

  it('sign-in per IP', async () => {
    const member = await createTestUser(database.db, { signedIn: false });
    await database.db.insert(rateLimits).values({
      key: 'signInPerIp:203.0.113.7',
      count: authLimits.signInPerIp.limit,
    });
    const refused = await run(
      authAction,
      formPost('/auth', { intent: 'sign-in', identifier: member.email, password: member.password }),
      context(),
    );
    expect(refused.status).toBe(429);
    expect(await database.db.select().from(session)).toEqual([]);
  });

  it('answers 429 with Retry-After past the password change limit', async () => {
    const member = await createTestUser(database.db);
    await database.db.insert(rateLimits).values({
      key: `passwordChangePerUser:${member.id}`,
      count: authLimits.passwordChangePerUser.limit,
    });
    const result = await run(
      profileAction,
      formPost(
        '/profile',
        {
          intent: 'change-password',
          currentPassword: member.password,
          password: 'fresh-pass-1',
          confirmPassword: 'fresh-pass-1',
        },
        { cookie: member.cookie },
      ),
      context(),
    );
    expect(result.status).toBe(429);
    expect(Number(result.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(result.data).toMatchObject({
      intent: 'change-password',
      message: expect.stringMatching(/^Too many attempts/),
    });
  });

  it('RATE_LIMIT_SCALE raises every limit', async () => {
    const base = context();
    const scaled = createTestContext(database, {
      clientIp: '203.0.113.9',
      env: { ...base.env, RATE_LIMIT_SCALE: 2 },
    });
    await database.db.insert(rateLimits).values({
      key: 'signUpPerIp:203.0.113.9',
      count: authLimits.signUpPerIp.limit,
    });
    const result = await run(authAction, formPost('/auth', { intent: 'sign-up' }), scaled);
    expect(result.status).toBe(400);
  });
});

describe('cross-origin posts', () => {
  it('are refused by every accounts action before anything happens', async () => {
    const { cookie } = await createTestUser(database.db);
    const evil = { origin: 'https://evil.example' };
    const signUp = await run(
      authAction,
      formPost(
        '/auth',
        {
          intent: 'sign-up',
          username: 'x_y_z',
          displayName: 'X',
          email: 'x@example.test',
          password: 'secret-42',
        },
        evil,
      ),
      context(),
    );
    expect(signUp.status).toBe(403);
    const profile = await run(
      profileAction,
      formPost('/profile', { intent: 'update-profile', username: 'hijacked' }, { ...evil, cookie }),
      context(),
    );
    expect(profile.status).toBe(403);
    const signOut = await run(
      signOutAction,
      formPost('/sign-out', {}, { ...evil, cookie }),
      context(),
    );
    expect(signOut.status).toBe(403);
    const members = database.db
      .select({ n: count() })
      .from(user)
      .where(ne(user.id, deletedMemberId));
    expect((await members)[0]!.n).toBe(1);
    expect(await database.db.select().from(session)).toHaveLength(1);
  });

  it('are refused when the browser says cross-site, and allowed from the site itself', async () => {
    const request = formPost(
      '/auth',
      { intent: 'sign-in', identifier: 'a', password: 'b' },
      { origin: null },
    );
    request.headers.set('sec-fetch-site', 'cross-site');
    expect((await run(authAction, request, context())).status).toBe(403);
    const same = formPost('/auth', { intent: 'sign-in', identifier: 'a', password: 'b' });
    expect((await run(authAction, same, context())).status).toBe(401);
  });
});
