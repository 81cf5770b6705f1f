/**
 * `npm run db:restore -- FILE [--force]`: restores a backup made by `npm run db:backup` into the
 * configured database, all or nothing. Refuses a database that already has accounts unless
 * --force, and a backup of the other kind of database. The embedded database must not be in use
 * (a restore replaces it whole); PostgreSQL restores in one transaction. Decision 0013.
 */
import { openSync, readSync, closeSync, readFileSync } from 'node:fs';
import type { Env } from '../app/utils/env.server';
import { isEmbeddedBackup, restoreCluster, RestoreRefused } from '../database/backup-embedded';
import { findTool, isPostgresBackup, restorePostgres } from '../database/backup-postgres';
import { DataDirLockedError, lockHolder } from '../database/data-dir-lock';
import { readConfig } from '../server/config';
import { CommandError, checkPostgres, isMain, runCommand } from './command';
import { fileArgument } from './db-backup';

function head(file: string): Uint8Array {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch {
    throw new CommandError(`${file} cannot be read: name a file written by npm run db:backup.`);
  }
  const bytes = new Uint8Array(5);
  readSync(fd, bytes, 0, 5, 0);
  closeSync(fd);
  return bytes;
}

const mismatch = (file: string, made: string, configured: string) =>
  new CommandError(
    `${file} is a backup of ${made}, but the configuration names ${configured}. ` +
      (made === 'PostgreSQL'
        ? 'Set DATABASE_URL to the PostgreSQL database to restore it into.'
        : 'Unset DATABASE_URL and set DATA_DIR to restore it into an embedded database.'),
  );

async function restoreEmbedded(env: Env, file: string, force: boolean) {
  try {
    await restoreCluster(env.DATA_DIR, readFileSync(file), { force });
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    throw new CommandError(
      `The server (pid ${lockHolder(env.DATA_DIR) ?? '?'}) is using the embedded database in ` +
        `${env.DATA_DIR}. A restore replaces the whole database: stop the server, restore, ` +
        'then start it again.',
    );
  }
}

export async function restore(env: Env, file: string, options: { force: boolean }) {
  const start = head(file);
  const made = isPostgresBackup(start) ? 'PostgreSQL' : isEmbeddedBackup(start) ? 'embedded' : '';
  if (!made) throw new CommandError(`${file} is not a backup written by npm run db:backup.`);
  try {
    if (env.DATABASE_URL) {
      if (made !== 'PostgreSQL') throw mismatch(file, 'the embedded database', 'PostgreSQL');
      const pgRestore = findTool('pg_restore', env.PG_RESTORE);
      await checkPostgres(env.DATABASE_URL);
      await restorePostgres(env.DATABASE_URL, file, { force: options.force, pgRestore });
      return `Restored ${file} into PostgreSQL; start the server (it migrates to this version).`;
    }
    if (made === 'PostgreSQL') throw mismatch(file, 'PostgreSQL', 'the embedded database');
    await restoreEmbedded(env, file, options.force);
    return `Restored ${file} into the embedded database in ${env.DATA_DIR}; start the server.`;
  } catch (error) {
    if (error instanceof RestoreRefused) throw new CommandError(error.message);
    throw error;
  }
}

if (isMain(import.meta.url)) {
  await runCommand(async () => {
    const { file, force } = fileArgument(process.argv.slice(2), 'restore');
    return restore(readConfig(), file, { force });
  });
}
