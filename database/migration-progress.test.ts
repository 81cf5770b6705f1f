import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../tests/support/test-database';
import { migrationsFolder, openPglite, type DatabaseHandle } from './client';
import { appliedMigrationCount, migrateWithReport, migrationCount } from './migration-progress';

const total = migrationCount(migrationsFolder);

/** A database that answers as one with `applied` migrations (none: drizzle's table is absent). */
const answering = (applied: number) => async (text: string) => ({
  rows: text.includes('to_regclass') ? [{ present: applied > 0 }] : [{ count: applied }],
});

async function said(applied: number, created = false) {
  const lines: string[] = [];
  let migrated = false;
  await migrateWithReport(
    {
      query: answering(applied),
      folder: migrationsFolder,
      created,
      report: (line) => lines.push(line),
    },
    async () => (migrated = true),
  );
  expect(migrated).toBe(true);
  return lines;
}

describe('what a start says about migrations', () => {
  it('says how many it applies on a new database, then that it is ready', async () => {
    expect(total).toBeGreaterThan(10);
    expect(await said(0, true)).toEqual([`Applying ${total} migrations`, 'Database ready']);
  });

  it('counts only the migrations still to apply, in the singular for one', async () => {
    expect(await said(total - 1)).toEqual(['Applying 1 migration', 'Database ready']);
  });

  it('says nothing on a start with nothing to do, and ready on a new folder', async () => {
    expect(await said(total)).toEqual([]);
    expect(await said(total, true)).toEqual(['Database ready']);
  });

  it('reads the applied count from drizzle’s own table, 0 before it exists', async () => {
    const migrated = await createTestDatabase();
    const empty = await openPglite({ migrate: false });
    try {
      // Through drizzle, which answers { rows } on PGlite and PostgreSQL alike (CI runs both).
      const query = (handle: DatabaseHandle) => (text: string) =>
        handle.db.execute(sql.raw(text)) as Promise<{ rows: unknown[] }>;
      expect(await appliedMigrationCount(query(migrated))).toBe(total);
      expect(await appliedMigrationCount(query(empty))).toBe(0);
    } finally {
      await Promise.all([migrated.close(), empty.close()]);
    }
    // Two databases to open, one of them created from nothing: slow on a busy machine.
  }, 120_000);
});
