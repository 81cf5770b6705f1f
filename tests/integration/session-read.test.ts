/**
 * The light session read: the signed cookie and one query decide who is signed in, and a page
 * load never builds better-auth (getAuth is counted).
 */
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '#database/client';
import { session } from '#database/schema';
import { loader as rootLoader } from '~/root';
import { loader as profileLoader } from '~/routes/profile';
import { pageGet, run } from './auth-test-utils';
import { createTestContext, testEnv } from '../support/test-context';
import { createTestDatabase } from '../support/test-database';
import { createTestUser, type TestUser } from '../support/users';
import type * as authModule from '~/features/auth/auth.server';
import { getAuth } from '~/features/auth/auth.server';
import { getOptionalUser, requireAdmin } from '~/features/auth/session.server';

vi.mock('~/features/auth/auth.server', async (importOriginal) => {
  const actual = await importOriginal<typeof authModule>();
  return { ...actual, getAuth: vi.fn(actual.getAuth) };
});

let database: DatabaseHandle;
let member: TestUser;
beforeEach(async () => {
  database = await createTestDatabase();
  member = await createTestUser(database.db, { username: 'Ada_L', displayName: 'Ada' });
  vi.mocked(getAuth).mockClear();
});
afterEach(() => database.close());

const whoIs = (cookie: string, context = createTestContext(database)) =>
  getOptionalUser(pageGet('/', cookie), context);

function cookieParts(cookie: string) {
  const [name, value] = cookie.split('=') as [string, string];
  const [token, signature] = decodeURIComponent(value).split('.') as [string, string];
  return { name, token, signature };
}

/** The cookie with one character of its signature changed (still well formed). */
function tampered(cookie: string): string {
  const { name, token, signature } = cookieParts(cookie);
  const changed = (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1);
  return `${name}=${encodeURIComponent(`${token}.${changed}`)}`;
}

/** The bare token, without a signature. */
function unsigned(cookie: string): string {
  const { name, token } = cookieParts(cookie);
  return `${name}=${token}`;
}

describe('getOptionalUser', () => {
  it('gives the member of a valid cookie', async () => {
    expect(await whoIs(member.cookie)).toMatchObject({
      id: member.id,
      username: 'Ada_L',
      name: 'Ada',
      initials: 'AD',
      isAdmin: false,
    });
  });

  it('gives nobody for a tampered signature, a missing one or another cookie name', async () => {
    expect(await whoIs(tampered(member.cookie))).toBeNull();
    expect(await whoIs(unsigned(member.cookie))).toBeNull();
    expect(await whoIs(member.cookie.replace('better-auth.', 'other-auth.'))).toBeNull();
  });

  it('gives nobody for an expired session', async () => {
    await database.db
      .update(session)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(session.userId, member.id));
    expect(await whoIs(member.cookie)).toBeNull();
  });

  it('reads only the __Secure- cookie on an https site', async () => {
    const env = { ...testEnv, SITE_URL: 'https://peptidia.example' };
    const https = await createTestUser(database.db, { env });
    expect(https.cookie).toMatch(/^__Secure-better-auth\.session_token=/);
    const context = () => createTestContext(database, { env });
    expect(await whoIs(https.cookie, context())).toMatchObject({ id: https.id });
    expect(await whoIs(https.cookie.replace('__Secure-', ''), context())).toBeNull();
  });
});

describe('a page load', () => {
  it('finds the member without building better-auth', async () => {
    const context = createTestContext(database);
    const root = await run<{ user: { id: string } | null }>(
      rootLoader,
      pageGet('/profile', member.cookie),
      context,
    );
    expect(root.data?.user?.id).toBe(member.id);
    const profile = await run(profileLoader, pageGet('/profile', member.cookie), context);
    expect(profile.status).toBe(200);
    expect(getAuth).not.toHaveBeenCalled();
  });
});

describe('requireAdmin', () => {
  it('lets an admin through and sends a member to /community', async () => {
    const context = () => createTestContext(database);
    const admin = await createTestUser(database.db, { isAdmin: true });
    await expect(requireAdmin(pageGet('/admin', admin.cookie), context())).resolves.toMatchObject({
      isAdmin: true,
    });
    const refused = await run(
      ({ request, context: ctx }: { request: Request; context: ReturnType<typeof context> }) =>
        requireAdmin(request, ctx),
      pageGet('/admin', member.cookie),
      context(),
    );
    expect(refused.location).toBe('/community');
  });
});
