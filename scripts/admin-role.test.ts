import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { openPglite, type DatabaseHandle } from '../database/client';
import { profiles } from '../database/schema';
import { applyAdminEmails } from '../app/features/auth/admin-role.server';
import { createTestDatabase } from '../tests/support/test-database';
import { createTestUser } from '../tests/support/users';
import { runAdminRole } from './admin-role';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function isAdmin(database: DatabaseHandle, userId: string) {
  const [row] = await database.db
    .select({ isAdmin: profiles.isAdmin })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row?.isAdmin;
}

describe('npm run admin:grant / admin:revoke', () => {
  it('refuses beside a running server, then grants and revokes once it is stopped', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'peptidia-admin-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const env = { DATA_DIR: dataDir, NODE_ENV: 'test' };

    // The "server" holds the embedded database.
    const server = await openPglite({ dataDir, migrate: true });
    const member = await createTestUser(server.db, {
      email: 'first@example.test',
      emailVerified: true,
    });
    const refused = await runAdminRole(['grant', 'first@example.test'], env);
    expect(refused.code).toBe(1);
    expect(refused.message).toMatch(/stop the server/);
    expect(refused.message).toMatch(/ADMIN_EMAILS/);
    expect(await isAdmin(server, member.id)).toBe(false);
    await server.close();

    expect(await runAdminRole(['grant', 'First@example.test'], env)).toEqual({
      code: 0,
      message: 'First@example.test is now an admin.',
    });
    const unknown = await runAdminRole(['grant', 'nobody@example.test'], env);
    expect(unknown.code).toBe(1);
    expect(unknown.message).toMatch(/No account/);
    expect((await runAdminRole(['promote', 'x'], env)).code).toBe(2);

    let reopened = await openPglite({ dataDir, migrate: false });
    expect(await isAdmin(reopened, member.id)).toBe(true);
    await reopened.close();
    expect((await runAdminRole(['revoke', 'first@example.test'], env)).code).toBe(0);
    reopened = await openPglite({ dataDir, migrate: false });
    expect(await isAdmin(reopened, member.id)).toBe(false);
    await reopened.close();
  }, 120_000); // opens an embedded database folder six times
});

describe('npm run admin:grant keeps the site rules', () => {
  async function commandDatabase() {
    const dataDir = mkdtempSync(join(tmpdir(), 'peptidia-admin-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const setup = await openPglite({ dataDir, migrate: true });
    const unproved = await createTestUser(setup.db, { email: 'squatter@example.test' });
    const suspended = await createTestUser(setup.db, {
      email: 'suspended@example.test',
      emailVerified: true,
    });
    await setup.db
      .update(profiles)
      .set({ suspendedAt: new Date(), suspensionReason: 'spam' })
      .where(eq(profiles.userId, suspended.id));
    await setup.close();
    return { env: { DATA_DIR: dataDir, NODE_ENV: 'test' }, dataDir, unproved, suspended };
  }

  async function adminFlags(dataDir: string, ids: string[]) {
    const reopened = await openPglite({ dataDir, migrate: false });
    try {
      return await Promise.all(ids.map((id) => isAdmin(reopened, id)));
    } finally {
      await reopened.close();
    }
  }

  it('refuses a suspended or unconfirmed account; --force grants and names what it overrode', async () => {
    const { env, dataDir, unproved, suspended } = await commandDatabase();
    const refusedUnproved = await runAdminRole(['grant', 'squatter@example.test'], env);
    expect(refusedUnproved.code).toBe(1);
    expect(refusedUnproved.message).toMatch(
      /not made an admin: its e-mail address is not confirmed/,
    );
    const refusedSuspended = await runAdminRole(['grant', 'suspended@example.test'], env);
    expect(refusedSuspended.code).toBe(1);
    expect(refusedSuspended.message).toMatch(/not made an admin: the account is suspended/);
    expect(refusedSuspended.message).toMatch(/--force/);
    expect(await adminFlags(dataDir, [unproved.id, suspended.id])).toEqual([false, false]);

    const forced = await runAdminRole(['grant', '--force', 'squatter@example.test'], env);
    expect(forced).toEqual({
      code: 0,
      message:
        "squatter@example.test is now an admin. --force overrode the site's rules: its e-mail address is not confirmed.",
    });
    const forcedSuspended = await runAdminRole(['grant', 'suspended@example.test', '--force'], env);
    expect(forcedSuspended.message).toMatch(
      /--force overrode the site's rules: the account is suspended\./,
    );
    expect(await adminFlags(dataDir, [unproved.id, suspended.id])).toEqual([true, true]);
    // An option it does not know, or --force on a revoke, is a usage error that changes nothing.
    expect((await runAdminRole(['grant', '--forse', 'a@example.test'], env)).code).toBe(2);
    expect((await runAdminRole(['revoke', '--force', 'squatter@example.test'], env)).code).toBe(2);
    expect(await adminFlags(dataDir, [unproved.id])).toEqual([true]);
  }, 120_000); // opens an embedded database folder several times
});

describe('ADMIN_EMAILS at start-up', () => {
  it('makes the listed accounts with a proved address admins and leaves the others alone', async () => {
    const database = await createTestDatabase();
    cleanups.push(() => database.close());
    const listed = await createTestUser(database.db, {
      ...{ email: 'boss@example.test', emailVerified: true, addressProvedSignedIn: true },
    });
    // Listed, but whoever signed up with it never opened the link mailed to it.
    const unproved = await createTestUser(database.db, { email: 'squatter@example.test' });
    // Listed and proved, but the link was opened signed out: the mailbox alone is not the account.
    const signedOut = await createTestUser(database.db, {
      ...{ email: 'mailbox@example.test', emailVerified: true },
    });
    const other = await createTestUser(database.db, { emailVerified: true });
    const listedEmails = [
      ...['boss@example.test', 'squatter@example.test', 'mailbox@example.test'],
      'absent@example.test',
    ];
    expect(await applyAdminEmails(database.db, listedEmails)).toBe(1);
    expect(await isAdmin(database, listed.id)).toBe(true);
    expect(await isAdmin(database, unproved.id)).toBe(false);
    expect(await isAdmin(database, signedOut.id)).toBe(false);
    expect(await isAdmin(database, other.id)).toBe(false);
    expect(await applyAdminEmails(database.db, [])).toBe(0);
  });
});
