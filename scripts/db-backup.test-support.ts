/** Helpers of scripts/db-backup.test.ts: every row of every table, and two scratch databases. */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../database/client';
import { withDatabase } from '../tests/support/global-setup';

type Rows<T> = { rows: T[] };

/** Every table of the public and drizzle schemas with its rows, in a stable order. */
export async function allRows(db: Database): Promise<Record<string, string[]>> {
  const tables = (await db.execute(sql`
    select table_schema || '."' || table_name || '"' as name from information_schema.tables
    where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`)) as Rows<{
    name: string;
  }>;
  const result: Record<string, string[]> = {};
  for (const { name } of tables.rows) {
    // Both drivers answer { rows } (node-postgres' QueryResult, PGlite's Results).
    const rows = (await db.execute(sql.raw(`select * from ${name}`))) as Rows<unknown>;
    result[name] = rows.rows.map((row) => JSON.stringify(row)).sort();
  }
  return result;
}

/**
 * The PostgreSQL server to test against: DATABASE_URL's (CI's second pass), or else a throwaway
 * cluster of our own (scripts/postgres-temp.sh, as the outage specs do), so the PostgreSQL round
 * trip runs in every pass rather than being skipped on the embedded one.
 */
async function withPostgresServer(body: (url: string) => Promise<void>) {
  if (process.env.DATABASE_URL) return body(process.env.DATABASE_URL);
  const port = String(5460 + (Number(process.env.VITEST_POOL_ID ?? 0) % 10));
  const script = (action: string) =>
    execFileSync('bash', ['scripts/postgres-temp.sh', action, port], { encoding: 'utf8' }).trim();
  const url = script('start');
  try {
    await body(url);
  } finally {
    // Deleted, not only stopped: every run would otherwise leave a 50 MB cluster in /tmp.
    script('remove');
  }
}

/** Two new, empty databases on a PostgreSQL server, dropped afterwards. */
export async function withNewPostgresDatabases(
  body: (sourceUrl: string, targetUrl: string) => Promise<void>,
) {
  await withPostgresServer(async (url) => {
    const names = [1, 2].map(() => `peptidia_backup_${randomBytes(5).toString('hex')}`);
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      for (const name of names) await admin.query(`create database ${name}`);
      await body(withDatabase(url, names[0]!), withDatabase(url, names[1]!));
    } finally {
      for (const name of names) await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
}
