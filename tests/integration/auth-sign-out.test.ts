/**
 * Sign-out, and sessions shared by every server instance on one database.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { PGlite } from '@electric-sql/pglite';
import type { DatabaseHandle } from '../../database/client';
import { session } from '../../database/schema';
import { action as authAction } from '../../app/routes/auth';
import { action as signOutAction, loader as signOutLoader } from '../../app/routes/sign-out';
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
const whoIs = (cookie: string, ctx = context()) => signedInUsername(cookie, ctx);

describe('sign-out', () => {
  it('deletes the session on the server and clears the cookie', async () => {
    const cookie = await signInCookie(database, member);
    const result = await run(signOutAction, formPost('/sign-out', {}, { cookie }), context());
    expect(result.status).toBe(302);
    expect(result.location).toBe('/?toast=signed-out');
    expect(result.headers.getSetCookie().join('\n')).toMatch(
      /better-auth\.session_token=;.*Max-Age=0/,
    );
    expect(await database.db.select().from(session)).toEqual([]);
    expect(await whoIs(cookie)).toBeNull();
  });

  it('never signs out on GET', async () => {
    const cookie = await signInCookie(database, member);
    const result = await run(signOutLoader, pageGet('/sign-out', cookie), context());
    expect(result.status).toBe(405);
    expect(await whoIs(cookie)).toBe('Alice_R');
  });
});

describe('sessions across server instances', () => {
  it('a session made on one instance works on another against the same database', async () => {
    const second = await secondInstance(database);
    try {
      const contextA = context();
      const contextB = createTestContext(database, { db: second.db });
      expect(contextB.db).not.toBe(contextA.db);
      const signedIn = await run(
        authAction,
        formPost('/auth', {
          intent: 'sign-in',
          identifier: member.email,
          password: member.password,
        }),
        contextA,
      );
      expect(await whoIs(signedIn.cookie, contextB)).toBe('Alice_R');
      await run(signOutAction, formPost('/sign-out', {}, { cookie: signedIn.cookie }), contextB);
      expect(await whoIs(signedIn.cookie, contextA)).toBeNull();
    } finally {
      await second.close();
    }
  });
});

/** A second database client (PGlite: another Drizzle instance; PostgreSQL: another pool). */
async function secondInstance(handle: DatabaseHandle) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const { drizzle } = await import('drizzle-orm/pglite');
    const schema = await import('../../database/schema');
    const client = (handle as DatabaseHandle & { client: PGlite }).client;
    const db = drizzle(client, { schema, casing: 'snake_case' }) as unknown as DatabaseHandle['db'];
    return { db, close: async () => {} };
  }
  const { openPostgres } = await import('../../database/client');
  const { withDatabase } = await import('../support/global-setup');
  const result = (await handle.db.execute(sql`select current_database() as name`)) as unknown as {
    rows: { name: string }[];
  };
  const [row] = result.rows;
  return openPostgres(withDatabase(url, row!.name), { migrate: false, max: 2 });
}
