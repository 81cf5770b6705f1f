/**
 * Opens the database: PGlite (PostgreSQL in WebAssembly) in a local folder by default, or a
 * PostgreSQL server when a postgres:// URL is given. Both run the same schema and migrations.
 */
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import pg from 'pg';
import { dumpCluster } from './backup-embedded';
import { lockDataDir } from './data-dir-lock';
import { migrateWithReport, type Report } from './migration-progress';
import { shareEmbeddedDatabase } from './embedded/primary';
import { embeddedDatabaseClient } from './embedded/worker';
import { createPool, drizzleOnPool, poolTimeouts } from './postgres-pool';
import { copyEmptyCluster, openCluster, pgliteStartParams } from './pglite-settings';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type loaders, actions and tests use, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /**
   * No other process writes to this database (PGlite opened in this process), so what this
   * process read stays true until it writes. False for PostgreSQL and for a worker that shares
   * the embedded database of its cluster's primary.
   */
  soleWriter: boolean;
  /**
   * A worker sharing the embedded database only: the content versions now and after every write
   * that changes them, pushed before that write's commit is answered (database/embedded/).
   */
  watchVersions?(listener: (versions: Map<string, number>) => void): Promise<void>;
  /** Runs SELECT 1; used by /healthz. */
  ping(): Promise<void>;
  /** The embedded database only: a backup taken while it runs (database/backup-embedded.ts). */
  dump?(): Promise<Buffer>;
  /** The embedded database only: answers the cluster's workers (database/embedded/). */
  shareWithWorkers?(): ReturnType<typeof shareEmbeddedDatabase>;
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

// Any constant: serialises migrations when several instances start at once against one server.
const MIGRATION_LOCK_ID = 7_340_211;

export async function openPostgres(
  url: string,
  options: { migrate: boolean; max?: number; report?: Report },
) {
  if (options.migrate) await migratePostgres(url, options.report);
  const pool = createPool(url, options.max ?? 10);
  const db = drizzleOnPool(pool) as unknown as Database;
  return handle(db, 'postgres', false, () => pool.end());
}

/**
 * Migrations run on a connection of their own, without the pool's statement and query timeouts:
 * a migration may take long, and waits here while another instance migrates.
 */
async function migratePostgres(url: string, report?: Report) {
  const { connectionTimeoutMillis } = poolTimeouts;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis });
  client.on('error', () => {}); // a dropped connection fails the migration's query instead
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    const db = drizzlePg(client, { schema, casing: 'snake_case' });
    const query = (text: string) => client.query(text);
    await migrateWithReport({ query, folder: migrationsFolder, report }, () =>
      migratePg(db, { migrationsFolder }),
    );
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    await client.end();
  }
}

/** Opens PGlite on a folder (taking its lock), an in-memory copy of a dump, or plain memory. */
export async function openPglite(options: {
  dataDir?: string;
  loadDataDir?: Blob | File;
  migrate: boolean;
  /** Says what a start does that takes a while: creating the folder, applying migrations. */
  report?: Report;
}) {
  const release = options.dataDir ? lockDataDir(options.dataDir) : () => {};
  try {
    const pgDataDir = options.dataDir ? join(options.dataDir, 'pglite') : undefined;
    const created = pgDataDir !== undefined && !existsSync(pgDataDir);
    if (created) options.report?.(`Creating the database in ${options.dataDir}`);
    if (pgDataDir) copyEmptyCluster(pgDataDir);
    const loaded = options.loadDataDir ? { loadDataDir: options.loadDataDir } : {};
    const client = pgDataDir
      ? await openCluster(pgDataDir, loaded)
      : await PGlite.create({ startParams: pgliteStartParams, ...loaded });
    const pgliteDb = drizzlePglite(client, { schema, casing: 'snake_case' });
    if (options.migrate) {
      const query = (text: string) => client.query(text);
      const report = options.report;
      await migrateWithReport({ query, folder: migrationsFolder, created, report }, () =>
        migratePglite(pgliteDb, { migrationsFolder }),
      );
    }
    const db = pgliteDb as unknown as Database;
    return Object.assign(
      handle(db, 'pglite', true, async () => {
        await client.close();
        release();
      }),
      {
        client,
        dump: () => dumpCluster(client),
        shareWithWorkers: () => shareEmbeddedDatabase(client),
      },
    );
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * A cluster worker's way to the embedded database its primary holds (database/embedded/).
 * Closing it closes nothing: the primary closes the database once every worker has stopped.
 */
export function openSharedPglite(client = embeddedDatabaseClient()): DatabaseHandle {
  const db = drizzlePglite({ client: client as unknown as PGlite, schema, casing: 'snake_case' });
  return {
    ...handle(db as unknown as Database, 'pglite', false, () => Promise.resolve()),
    watchVersions: client.watchVersions,
  };
}

function handle(
  db: Database,
  kind: DatabaseHandle['kind'],
  soleWriter: boolean,
  close: () => Promise<void>,
) {
  let closing: Promise<void> | undefined;
  return {
    db,
    kind,
    soleWriter,
    async ping() {
      await db.execute(sql`select 1`);
    },
    close: () => (closing ??= close()),
  } satisfies DatabaseHandle;
}

/**
 * The server's way in: DATABASE_URL when set, otherwise PGlite under DATA_DIR, opened here or,
 * in a worker of a cluster whose primary holds it (`shared`), reached through the primary.
 */
export async function openDatabase(
  config: { DATABASE_URL?: string; DATA_DIR: string },
  options: { migrate: boolean; shared?: boolean; report?: Report } = { migrate: true },
): Promise<DatabaseHandle> {
  if (!config.DATABASE_URL && options.shared) return openSharedPglite();
  return config.DATABASE_URL
    ? openPostgres(config.DATABASE_URL, options)
    : openPglite({ dataDir: config.DATA_DIR, ...options });
}
