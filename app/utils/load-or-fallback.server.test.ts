import { afterEach, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createTestDatabase } from '../../tests/support/test-database';
import { startFakePostgres, type FakeBehaviour } from '../../tests/support/fake-postgres';
import { loadOrFallback } from './load-or-fallback.server';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
  vi.restoreAllMocks();
});

/** A list query against a stand-in server that fails in the given way. */
async function listQuery(behaviour: FakeBehaviour) {
  const server = await startFakePostgres(behaviour);
  const pool = new pg.Pool({ connectionString: server.url, max: 1 });
  pool.on('error', () => {});
  cleanups.push(server.close, () => pool.end());
  return () => pool.query('select id from discussions').then((result) => result.rows);
}

describe('loadOrFallback', () => {
  it('keeps the page when one list fails to load: logged, shown empty', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = await listQuery({
      error: { code: '42703', severity: 'ERROR', message: 'column "id" does not exist' },
    });
    await expect(loadOrFallback('community', load, [])).resolves.toEqual([]);
    expect(log).toHaveBeenCalledOnce();
  });

  it('logs a failed query as its code and message, never the query or its parameters', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const database = await createTestDatabase();
    cleanups.push(() => database.close());
    const secret = 'reader@example.test';
    const load = () =>
      database.db.execute(sql`select * from no_such_table where email = ${secret}`);
    await expect(loadOrFallback('community', load, [])).resolves.toEqual([]);
    const line = log.mock.calls[0]!.map(String).join(' ');
    expect(line).toMatch(/^\[community\] load failed: database error 42P01 /);
    for (const leak of [secret, 'select', 'params']) expect(line).not.toContain(leak);
  });

  it('never shows an empty list for a database outage: the failure goes on (to the 503 page)', async () => {
    const load = await listQuery({
      error: { code: '57P01', severity: 'FATAL', message: 'terminating connection' },
    });
    await expect(loadOrFallback('community', load, [])).rejects.toMatchObject({ code: '57P01' });
  });
});
