/**
 * Backups of the embedded database (docs/decisions/0013-backups.md). A backup is PGlite's own
 * `dumpDataDir`: a gzipped tar of the data folder, taken while no query runs, after a
 * checkpoint so the data files hold every commit, and no deleted row. A restore builds the new folder beside the
 * old one and swaps the two by renaming, so a failed restore leaves the database as it was.
 */
import type { PGlite } from '@electric-sql/pglite';
import { existsSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { lockDataDir } from './data-dir-lock';
import { openCluster } from './pglite-settings';

export class RestoreRefused extends Error {}

/** A backup of the embedded database is gzip (1f 8b); pg_dump's custom format starts PGDMP. */
export const isEmbeddedBackup = (head: Uint8Array) => head[0] === 0x1f && head[1] === 0x8b;

export const clusterDir = (dataDir: string) => join(dataDir, 'pglite');

/**
 * A deleted row stays in its table's pages and in the WAL until overwritten, and the backup is
 * a copy of the files. VACUUM FULL rewrites every table and index into new files (the old ones
 * are emptied at commit); switching to a new WAL segment, then a checkpoint, deletes the
 * segments that held the old rows (wal_recycle=off, pglite-settings.ts). So a backup taken
 * after an account's deletion holds none of it.
 */
export async function dumpCluster(client: PGlite): Promise<Buffer> {
  await client.exec('vacuum full');
  await client.query('select pg_switch_wal()');
  await client.exec('checkpoint');
  const tarball = await client.dumpDataDir('gzip');
  return Buffer.from(await tarball.arrayBuffer());
}

/** True when the cluster holds any account: every discussion, comment and review has an author. */
async function hasAccounts(client: PGlite): Promise<boolean> {
  try {
    const { rows } = await client.query<{ found: boolean }>(
      'select exists (select 1 from "user") as found',
    );
    return rows[0]?.found ?? false;
  } catch (error) {
    if ((error as { code?: string }).code === '42P01') return false; // no tables yet
    throw error;
  }
}

/** Backs up a data folder no server holds: takes its lock, dumps, lets go. */
export async function backupIdleCluster(dataDir: string): Promise<Buffer> {
  if (!existsSync(join(clusterDir(dataDir), 'PG_VERSION'))) {
    throw new RestoreRefused(`There is no embedded database in ${dataDir} to back up.`);
  }
  const release = lockDataDir(dataDir);
  try {
    const client = await openCluster(clusterDir(dataDir));
    try {
      return await dumpCluster(client);
    } finally {
      await client.close();
    }
  } finally {
    release();
  }
}

/**
 * Restores a backup into DATA_DIR. Refuses while a server holds the folder (DataDirLockedError)
 * and, unless `force`, when the database there has accounts (RestoreRefused).
 */
export async function restoreCluster(
  dataDir: string,
  backup: Buffer,
  options: { force: boolean },
): Promise<void> {
  const release = lockDataDir(dataDir);
  const target = clusterDir(dataDir);
  const staging = `${target}.restoring-${process.pid}`;
  try {
    if (!options.force && existsSync(join(target, 'PG_VERSION'))) {
      const current = await openCluster(target);
      const occupied = await hasAccounts(current).finally(() => current.close());
      if (occupied) {
        throw new RestoreRefused(
          `The embedded database in ${dataDir} already has accounts: restoring would replace ` +
            'them. Back it up first if it matters, then run the restore again with --force.',
        );
      }
    }
    // Checked whole first (gzip's length and CRC): PGlite reads a cut-short file in a stream
    // whose error nobody can catch.
    try {
      gunzipSync(backup);
    } catch {
      throw new RestoreRefused('The backup is damaged or incomplete; nothing was changed.');
    }
    rmSync(staging, { recursive: true, force: true });
    const restored = await openCluster(staging, {
      loadDataDir: new Blob([new Uint8Array(backup)]),
    });
    // Opens and answers, or the old folder stays in place.
    await hasAccounts(restored).finally(() => restored.close());
    const replaced = `${target}.replaced-${process.pid}`;
    if (existsSync(target)) renameSync(target, replaced);
    renameSync(staging, target);
    rmSync(replaced, { recursive: true, force: true });
  } finally {
    rmSync(staging, { recursive: true, force: true });
    release();
  }
}
