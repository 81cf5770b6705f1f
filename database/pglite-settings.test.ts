import { afterEach, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { copyEmptyCluster, DurableNodeFS, openCluster, syncsCommits } from './pglite-settings';

describe('copyEmptyCluster', () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('gives the build’s empty cluster to a data folder that does not exist yet, only', () => {
    dir = mkdtempSync(join(tmpdir(), 'peptidia-cluster-'));
    const source = join(dir, 'pglite-empty');
    const pgData = join(dir, 'data', 'pglite');
    mkdirSync(join(dir, 'data'));
    copyEmptyCluster(pgData, source); // run from source: no empty cluster, PGlite runs initdb
    expect(existsSync(pgData)).toBe(false);

    mkdirSync(join(source, 'base'), { recursive: true });
    writeFileSync(join(source, 'PG_VERSION'), '17');
    writeFileSync(join(source, 'base', 'file'), 'empty');
    copyEmptyCluster(pgData, source);
    expect(readFileSync(join(pgData, 'base', 'file'), 'utf8')).toBe('empty');

    writeFileSync(join(pgData, 'base', 'file'), 'data');
    copyEmptyCluster(pgData, source); // a database is there already: left alone
    expect(readFileSync(join(pgData, 'base', 'file'), 'utf8')).toBe('data');
  });
});

describe('syncsCommits', () => {
  it('syncs unless a test run says EMBEDDED_DB_SYNC=off', () => {
    expect(syncsCommits({})).toBe(true);
    expect(syncsCommits({ EMBEDDED_DB_SYNC: 'on' })).toBe(true);
    expect(syncsCommits({ EMBEDDED_DB_SYNC: '0' })).toBe(true);
    expect(syncsCommits({ EMBEDDED_DB_SYNC: 'off' })).toBe(false);
  });
});

describe('openCluster', () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('syncs the WAL to disk at every commit, and the data files at a checkpoint', async () => {
    dir = mkdtempSync(join(tmpdir(), 'peptidia-durable-'));
    const client = await openCluster(join(dir, 'pglite'));
    try {
      const setting = async (name: string) =>
        (await client.query<Record<string, string>>(`show ${name}`)).rows[0]?.[name];
      expect(await setting('fsync')).toBe('on');
      expect(await setting('wal_sync_method')).toBe('fsync');
      expect(client.fs).toBeInstanceOf(DurableNodeFS);
      const disk = client.fs as DurableNodeFS;
      await client.exec('create table notes (body text)');
      const before = disk.syncs;
      for (let i = 0; i < 5; i++) await client.query('insert into notes values ($1)', [`n${i}`]);
      expect(disk.syncs - before).toBeGreaterThanOrEqual(5);
      const committed = disk.syncs;
      await client.exec('checkpoint');
      expect(disk.syncs).toBeGreaterThan(committed);
    } finally {
      await client.close();
    }
  }, 180_000);
});
