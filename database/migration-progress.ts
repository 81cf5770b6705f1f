/**
 * What a start says about the database before it waits on it: a new embedded database being
 * created, how many of the checked-in migrations are still to apply, then that it is ready.
 * Silent on a start with nothing to do. Only counts and the data folder are said, never a
 * connection string.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export type Report = (line: string) => void;

/** Runs one statement and answers its rows: PGlite's and node-postgres' `query` alike. */
export type Query = (text: string) => Promise<{ rows: unknown[] }>;

/** The migrations in the folder's journal (drizzle-kit writes one entry for each). */
export function migrationCount(folder: string): number {
  const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

/** How many migrations the database has applied: 0 before drizzle has made its table. */
export async function appliedMigrationCount(query: Query): Promise<number> {
  const table = "to_regclass('drizzle.__drizzle_migrations')";
  const { rows } = await query(`select ${table} is not null as present`);
  if (!(rows[0] as { present: boolean }).present) return 0;
  const counted = await query('select count(*)::int as count from drizzle.__drizzle_migrations');
  return (counted.rows[0] as { count: number }).count;
}

/**
 * Runs `migrate`, first saying how many migrations it applies, then 'Database ready' when it
 * applied any or the database is new (`created`). Without `report` it only migrates.
 */
export async function migrateWithReport(
  options: { query: Query; folder: string; created?: boolean; report?: Report },
  migrate: () => Promise<unknown>,
): Promise<void> {
  const { report } = options;
  if (!report) {
    await migrate();
    return;
  }
  const pending = migrationCount(options.folder) - (await appliedMigrationCount(options.query));
  if (pending > 0) report(`Applying ${pending} migration${pending === 1 ? '' : 's'}`);
  await migrate();
  if (pending > 0 || options.created) report('Database ready');
}
