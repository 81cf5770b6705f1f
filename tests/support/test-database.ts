/**
 * A fresh, migrated database for one test: an in-memory PGlite copy of the template, or, when
 * DATABASE_URL is set, a new PostgreSQL database cloned from the template. Always close it.
 *
 *   const database = await createTestDatabase();
 *   afterEach(() => database.close());
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { openPglite, openPostgres, type DatabaseHandle } from '../../database/client';
import { withDatabase } from './global-setup';
import { templatePaths } from './template-paths';

let dump: Buffer | undefined;

export async function createTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    dump ??= readFileSync(templatePaths.pgliteDump);
    return openPglite({ loadDataDir: new Blob([new Uint8Array(dump)]), migrate: false });
  }
  const name = `peptidia_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${templatePaths.postgresTemplate}`);
  } finally {
    await admin.end();
  }
  const database = await openPostgres(withDatabase(url, name), { migrate: false, max: 20 });
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
