/**
 * `npm run db:backup -- FILE [--force]`: writes a backup of the configured database to FILE
 * (configuration as the server reads it, server/config.ts). PostgreSQL: pg_dump's custom format.
 * Embedded database: PGlite's dump of its folder, taken by the running server when there is one
 * (no need to stop it), else by this command. FILE appears only once complete; an existing FILE
 * is replaced only with --force. Decision 0013 says why it works this way.
 */
import { existsSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { Env } from '../app/utils/env.server';
import { backupIdleCluster } from '../database/backup-embedded';
import { dumpPostgres, findTool } from '../database/backup-postgres';
import { requestBackup } from '../database/backup-requests';
import { lockHolder } from '../database/data-dir-lock';
import { readConfig } from '../server/config';
import { CommandError, checkPostgres, isMain, runCommand } from './command';

export const usage = (command: 'backup' | 'restore') =>
  `Usage: npm run db:${command} -- FILE [--force]`;

/** FILE and --force, or a usage error. */
export function fileArgument(args: string[], command: 'backup' | 'restore') {
  try {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: { force: { type: 'boolean', default: false } },
    });
    if (positionals.length !== 1) throw new Error('one FILE');
    return { file: positionals[0]!, force: values.force };
  } catch {
    throw new CommandError(usage(command), 2);
  }
}

async function embeddedBackup(dataDir: string): Promise<Buffer> {
  const holder = lockHolder(dataDir);
  return holder === undefined ? backupIdleCluster(dataDir) : requestBackup(dataDir, holder);
}

export async function backup(env: Env, file: string, options: { force: boolean }) {
  if (existsSync(file) && !options.force) {
    throw new CommandError(
      `${file} already exists: name a new file, or add --force to replace it.`,
    );
  }
  const partial = `${file}.partial-${process.pid}`;
  try {
    if (env.DATABASE_URL) {
      const pgDump = findTool('pg_dump', env.PG_DUMP);
      await checkPostgres(env.DATABASE_URL);
      await dumpPostgres(env.DATABASE_URL, partial, pgDump);
    } else {
      writeFileSync(partial, await embeddedBackup(env.DATA_DIR));
    }
    renameSync(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
  const megabytes = (statSync(file).size / 1_048_576).toFixed(1);
  const kind = env.DATABASE_URL ? 'PostgreSQL' : `embedded database in ${env.DATA_DIR}`;
  return `Backup of the ${kind} written to ${file} (${megabytes} MB).`;
}

if (isMain(import.meta.url)) {
  await runCommand(async () => {
    const { file, force } = fileArgument(process.argv.slice(2), 'backup');
    return backup(readConfig(), file, { force });
  });
}
