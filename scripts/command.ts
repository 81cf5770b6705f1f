/**
 * What every command (db:migrate, admin:grant/revoke, db:backup, db:restore) shares with the
 * server: the configuration loader (server/config.ts: environment plus `.env`, same validation)
 * and the one-line messages for a database that cannot be opened. A command does not wait for
 * PostgreSQL the way the server does at boot: it says what is wrong and stops.
 */
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { EnvError } from '../app/utils/env.server';
import { openDatabase, type DatabaseHandle } from '../database/client';
import { DataDirLockedError } from '../database/data-dir-lock';
import { describeDatabaseOpenError } from '../server/database-open-errors';

/** A failure the command explains in one line (no stack: nothing in the code is wrong). */
export class CommandError extends Error {
  constructor(
    message: string,
    readonly code = 1,
  ) {
    super(message);
  }
}

/** Opens the configured database; DataDirLockedError passes through for callers that explain it. */
export async function openForCommand(
  env: { DATABASE_URL?: string; DATA_DIR: string },
  options: { migrate: boolean } = { migrate: true },
): Promise<DatabaseHandle> {
  try {
    return await openDatabase(env, options);
  } catch (error) {
    if (error instanceof DataDirLockedError) throw error;
    throw new CommandError(describeDatabaseOpenError(error));
  }
}

/** Connects once to PostgreSQL, so a command names DATABASE_URL before it runs pg_dump on it. */
export async function checkPostgres(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 });
  client.on('error', () => {});
  try {
    await client.connect();
  } catch (error) {
    throw new CommandError(describeDatabaseOpenError(error));
  } finally {
    await client.end().catch(() => {});
  }
}

/** True when `moduleUrl` is the script node was started with (not imported by a test). */
export const isMain = (moduleUrl: string) =>
  Boolean(process.argv[1]) && moduleUrl === pathToFileURL(process.argv[1]!).href;

/**
 * Runs a command's body and exits with its code: a message it returns goes to stdout, a known
 * failure (bad configuration, database, usage) to stderr as one line, anything else with its
 * stack.
 */
export async function runCommand(body: () => Promise<string | void>): Promise<never> {
  try {
    const message = await body();
    if (message) console.log(message);
    process.exit(0);
  } catch (error) {
    const known =
      error instanceof CommandError ||
      error instanceof DataDirLockedError ||
      error instanceof EnvError;
    console.error(known ? (error as Error).message : error);
    process.exit(error instanceof CommandError ? error.code : 1);
  }
}
