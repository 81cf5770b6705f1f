/**
 * Backups of a PostgreSQL database with PostgreSQL's own tools: pg_dump's custom format, and
 * pg_restore in one transaction (all or nothing). The tools come from PG_DUMP / PG_RESTORE, else
 * PATH, else Debian's versioned folders (/usr/lib/postgresql/<n>/bin, newest first): pg_dump
 * must be as new as the server. The password goes to them in PGPASSWORD, never on a command line
 * that `ps` would show.
 */
import { spawn } from 'node:child_process';
import { accessSync, constants, readdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import pg from 'pg';
import { RestoreRefused } from './backup-embedded';

export const isPostgresBackup = (head: Uint8Array) =>
  Buffer.from(head.subarray(0, 5)).toString('latin1') === 'PGDMP';

const isExecutable = (path: string) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

function debianTool(name: string): string | undefined {
  const root = '/usr/lib/postgresql';
  let versions: string[] = [];
  try {
    versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  } catch {
    return undefined;
  }
  return versions.map((version) => join(root, version, 'bin', name)).find(isExecutable);
}

/** The tool to run, or an error naming the variable that would point at it. */
export function findTool(name: 'pg_dump' | 'pg_restore', named: string | undefined): string {
  const variable = name === 'pg_dump' ? 'PG_DUMP' : 'PG_RESTORE';
  if (named) {
    if (isExecutable(named)) return named;
    throw new Error(`${variable} names ${named}, which is not an executable ${name}.`);
  }
  const onPath = (process.env.PATH ?? '')
    .split(delimiter)
    .filter(Boolean)
    .map((dir) => join(dir, name))
    .find(isExecutable);
  const found = onPath ?? debianTool(name);
  if (found) return found;
  throw new Error(
    `${name} not found: install PostgreSQL's client tools (Debian: apt-get install ` +
      `postgresql-client), or set ${variable}, for example ${variable}=/usr/lib/postgresql/15/bin/${name}.`,
  );
}

/** The connection for libpq tools: the URL without its password, and the password apart. */
function connection(databaseUrl: string) {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return {
    dbname: url.href,
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

/** Runs a tool; rejects with the first line of what it said on failure. */
function run(tool: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let said = '';
    child.stderr.on('data', (chunk: Buffer) => (said += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) return resolve();
      const line = said.split('\n').find((text) => text.trim()) ?? `exit code ${code}`;
      reject(new Error(`${tool.split('/').pop()} failed: ${line.trim()}`));
    });
  });
}

export function dumpPostgres(databaseUrl: string, file: string, pgDump: string): Promise<void> {
  const { dbname, env } = connection(databaseUrl);
  const args = ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`];
  return run(pgDump, [...args, `--dbname=${dbname}`], env);
}

async function hasAccounts(databaseUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ found: boolean }>(
      `select to_regclass('public."user"') is not null as found`,
    );
    if (!rows[0]?.found) return false;
    const accounts = await client.query<{ found: boolean }>(
      'select exists (select 1 from "user") as found',
    );
    return accounts.rows[0]?.found ?? false;
  } finally {
    await client.end();
  }
}

/**
 * Restores into the database of DATABASE_URL in one transaction (--single-transaction with
 * --exit-on-error: all or nothing), dropping what the backup recreates. Refuses, unless `force`,
 * when the database has accounts.
 */
export async function restorePostgres(
  databaseUrl: string,
  file: string,
  options: { force: boolean; pgRestore: string },
): Promise<void> {
  if (!options.force && (await hasAccounts(databaseUrl))) {
    throw new RestoreRefused(
      'The database of DATABASE_URL already has accounts: restoring would replace them. Back ' +
        'it up first if it matters, then run the restore again with --force.',
    );
  }
  const { dbname, env } = connection(databaseUrl);
  const args = ['--clean', '--if-exists', '--single-transaction', '--exit-on-error'];
  await run(
    options.pgRestore,
    [...args, '--no-owner', '--no-privileges', `--dbname=${dbname}`, file],
    env,
  );
}
