/**
 * Backups that restore: a database with members, reviews and discussions is backed
 * up, restored into an empty one, and every row of every table is found there. The embedded
 * database is backed up while a "server" holds it (answering the request file, as
 * server/start-server.ts does); PostgreSQL is backed up with pg_dump and pg_restore, on
 * DATABASE_URL's server when it is set (CI's second pass), else on a throwaway server of its own.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../app/utils/env.server';
import { answerBackupRequests } from '../database/backup-requests';
import { openDatabase, openPglite, type DatabaseHandle } from '../database/client';
import { insertComment, insertDiscussion, insertReview } from '../tests/support/community-fixtures';
import { createTestUser } from '../tests/support/users';
import { allRows, withNewPostgresDatabases } from './db-backup.test-support';
import { backup } from './db-backup';
import { restore } from './db-restore';

const folder = mkdtempSync(join(tmpdir(), 'peptidia-backup-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const embedded = (name: string) => loadEnv({ NODE_ENV: 'test', DATA_DIR: join(folder, name) });

/** A copy of the backup cut short, as a full disk or an interrupted copy would leave it. */
function truncated(file: string): string {
  const bytes = readFileSync(file);
  const cut = `${file}.truncated`;
  writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
  return cut;
}

async function seed(database: DatabaseHandle) {
  const author = await createTestUser(database.db, { displayName: 'Ada “quotes” <b>' });
  const reader = await createTestUser(database.db);
  const discussion = await insertDiscussion(database.db, author.id, { title: 'Storage, ü' });
  await insertComment(database.db, reader.id, discussion.id, { content: 'Line one\nline two' });
  await insertReview(database.db, reader.id, { rating: 4, comment: 'Fast shipping' });
}

describe('db:backup and db:restore, embedded', () => {
  it('backs up while the server runs, restores every row, refuses to overwrite', async () => {
    const source = embedded('source');
    const server = await openPglite({ dataDir: source.DATA_DIR, migrate: true });
    const stop = answerBackupRequests(source.DATA_DIR, server.dump!, () => {}, 100);
    const file = join(folder, 'embedded.backup');
    let expected;
    try {
      await seed(server);
      expected = await allRows(server.db);
      // The two seeded members and the "Deleted member" account (migration 0011).
      expect(expected[`public."user"`]).toHaveLength(3);
      expect(expected[`public."vendor_reviews"`]).toHaveLength(1);
      expect(await backup(source, file, { force: false })).toMatch(/^Backup of the embedded/);
      await expect(backup(source, file, { force: false })).rejects.toThrow(/--force/);
      // A restore needs the server stopped: it replaces the whole database.
      await expect(restore(source, file, { force: true })).rejects.toThrow(/stop the server/);
    } finally {
      stop();
      await server.close();
    }
    const target = embedded('target');
    expect(await restore(target, file, { force: false })).toMatch(/^Restored/);
    const restored = await openDatabase(target, { migrate: false });
    expect(await allRows(restored.db)).toEqual(expected);
    await restored.close();
    await expect(restore(target, file, { force: false })).rejects.toThrow(
      /already has accounts.*--force/,
    );
    expect(await restore(target, file, { force: true })).toMatch(/^Restored/);
    // A broken backup changes nothing (the new folder is built beside the old one).
    await expect(restore(target, truncated(file), { force: true })).rejects.toThrow();
    const untouched = await openDatabase(target, { migrate: false });
    expect(await allRows(untouched.db)).toEqual(expected);
    await untouched.close();
    // With no server running, the command takes the backup itself.
    expect(await backup(target, file, { force: true })).toMatch(/^Backup of the embedded/);
  }, 180_000);

  it('refuses a file that is not a backup, and one of the other database', async () => {
    const junk = join(folder, 'junk');
    writeFileSync(junk, 'hello');
    await expect(restore(embedded('x'), junk, { force: false })).rejects.toThrow(/not a backup/);
    writeFileSync(junk, 'PGDMP\u0001');
    await expect(restore(embedded('x'), junk, { force: false })).rejects.toThrow(
      /backup of PostgreSQL.*Set DATABASE_URL/,
    );
    expect(readFileSync(junk, 'latin1').startsWith('PGDMP')).toBe(true);
  });
});

describe('db:backup and db:restore, PostgreSQL', () => {
  it('backs up with pg_dump and restores every row with pg_restore', async () => {
    await withNewPostgresDatabases(async (sourceUrl, targetUrl) => {
      const secret = 'x'.repeat(32);
      const source = loadEnv({ NODE_ENV: 'test', DATABASE_URL: sourceUrl, AUTH_SECRET: secret });
      const target = loadEnv({ NODE_ENV: 'test', DATABASE_URL: targetUrl, AUTH_SECRET: secret });
      const database = await openDatabase(source, { migrate: true });
      const file = join(folder, 'postgres.backup');
      let expected;
      try {
        await seed(database);
        expected = await allRows(database.db);
        expect(await backup(source, file, { force: false })).toMatch(/^Backup of the PostgreSQL/);
      } finally {
        await database.close();
      }
      expect(await restore(target, file, { force: false })).toMatch(/^Restored/);
      const restored = await openDatabase(target, { migrate: false });
      expect(await allRows(restored.db)).toEqual(expected);
      await restored.close();
      await expect(restore(target, file, { force: false })).rejects.toThrow(/already has accounts/);
      expect(await restore(target, file, { force: true })).toMatch(/^Restored/);
      // A broken backup changes nothing (one transaction).
      await expect(restore(target, truncated(file), { force: true })).rejects.toThrow(/pg_restore/);
      const untouched = await openDatabase(target, { migrate: false });
      expect(await allRows(untouched.db)).toEqual(expected);
      await untouched.close();
    });
  }, 180_000);
});
