/**
 * A backup taken after an account's deletion holds none of the member's data, read as raw bytes:
 * the embedded backup's tar of the data folder (table files and WAL) once ungzipped, and
 * pg_dump's backup as pg_restore prints it. The backup taken before the deletion holds it all,
 * which shows the search finds what it looks for.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { deleteAccount } from '../app/features/account/delete-account.server';
import { loadEnv } from '../app/utils/env.server';
import { findTool } from '../database/backup-postgres';
import { openDatabase, openPglite, type DatabaseHandle } from '../database/client';
import { contactMessages } from '../database/schema';
import { insertReview } from '../tests/support/community-fixtures';
import { createTestContext } from '../tests/support/test-context';
import { createTestUser, viewerOf } from '../tests/support/users';
import { withNewPostgresDatabases } from './db-backup.test-support';
import { backup } from './db-backup';

const folder = mkdtempSync(join(tmpdir(), 'peptidia-backup-deletion-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const leaver = {
  email: 'leaving.member@example.test',
  avatarUrl: 'https://images.example.test/leaving-member-avatar.png',
};
const review = 'Slow shipping and a wrong label, wrote the member who left';
const message = 'Please call me back about my order, from the member who left';
const traces = [leaver.email, leaver.avatarUrl, review, message];

/** A member with a review and a contact message, and the deletion of their account. */
async function memberWhoLeaves(database: DatabaseHandle) {
  const member = await createTestUser(database.db, leaver);
  await insertReview(database.db, member.id, { rating: 2, comment: review });
  await database.db
    .insert(contactMessages)
    .values({ userId: member.id, name: 'Leaver', email: leaver.email, body: message });
  return async () => {
    const context = createTestContext(database);
    expect(await deleteAccount(context, viewerOf(member), member.password)).toBe('deleted');
  };
}

const found = (bytes: Buffer) => traces.filter((trace) => bytes.includes(trace));

describe('a backup taken after an account is deleted', () => {
  it('holds none of the member’s data, embedded: not in the table files nor in the WAL', async () => {
    const server = await openPglite({ dataDir: join(folder, 'embedded'), migrate: true });
    try {
      const deleteTheAccount = await memberWhoLeaves(server);
      expect(found(gunzipSync(await server.dump!()))).toEqual(traces);
      await deleteTheAccount();
      expect(found(gunzipSync(await server.dump!()))).toEqual([]);
    } finally {
      await server.close();
    }
  }, 180_000);

  it('holds none of the member’s data, PostgreSQL', async () => {
    await withNewPostgresDatabases(async (sourceUrl) => {
      const env = loadEnv({
        NODE_ENV: 'test',
        DATABASE_URL: sourceUrl,
        AUTH_SECRET: 'x'.repeat(32),
      });
      const database = await openDatabase(env, { migrate: true });
      const printed = async (name: string) => {
        const file = join(folder, name);
        await backup(env, file, { force: false });
        return execFileSync(findTool('pg_restore', undefined), ['-f', '-', file]);
      };
      try {
        const deleteTheAccount = await memberWhoLeaves(database);
        expect(found(await printed('before.backup'))).toEqual(traces);
        await deleteTheAccount();
        expect(found(await printed('after.backup'))).toEqual([]);
      } finally {
        await database.close();
      }
    });
  }, 180_000);
});
