/**
 * The pool against a stand-in server that hangs after the start-up handshake, as PostgreSQL does
 * under SIGSTOP: queries and transactions fail within the timeouts, and no client is kept.
 * (The whole outage, stop and restart of a real server included, is tests/e2e/database-outage.)
 */
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { startFakePostgres } from '../tests/support/fake-postgres';
import { isDatabaseUnavailable } from '../app/utils/database-errors.server';
import { createPool, drizzleOnPool, poolTimeouts } from './postgres-pool';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function hungDatabase(max: number, answerFirst = 0) {
  const server = await startFakePostgres({ answerFirst });
  const pool = createPool(server.url, max);
  cleanups.push(server.close, () => pool.end());
  return { pool, db: drizzleOnPool(pool) };
}

/** How long a call took to fail, and its error. */
async function timeToFail(call: () => Promise<unknown>) {
  const started = Date.now();
  const error = await call().then(
    () => expect.fail('expected the call to fail'),
    (failure: unknown) => failure,
  );
  return { error, ms: Date.now() - started };
}

describe('PostgreSQL pool on a hung server', () => {
  it('fails a query after query_timeout and does not keep its client', async () => {
    const { pool, db } = await hungDatabase(2);
    const { error, ms } = await timeToFail(() => db.execute(sql`select 1`));
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(ms).toBeGreaterThanOrEqual(poolTimeouts.query_timeout - 50);
    expect(ms).toBeLessThan(poolTimeouts.query_timeout + 1_000);
    expect(pool.totalCount).toBe(0);
  });

  it('releases the client of a transaction whose BEGIN timed out', async () => {
    // One client: if the first transaction kept it, the second would wait for a client and
    // fail with the pool's connection timeout instead of reaching the server.
    const { pool, db } = await hungDatabase(1);
    const insert = () => db.transaction(async (tx) => tx.execute(sql`select 1`));
    const first = await timeToFail(insert);
    expect(isDatabaseUnavailable(first.error)).toBe(true);
    expect(first.ms).toBeLessThan(poolTimeouts.query_timeout + 1_000);
    const second = await timeToFail(insert);
    expect(String((second.error as Error).cause)).toContain('Query read timeout');
    expect(pool.totalCount).toBe(0);
  });

  it('fails a transaction that hangs after BEGIN within 5 s, and closes its connection', async () => {
    const { pool, db } = await hungDatabase(1, 1);
    // BEGIN is answered, the statement is not, nor (behind it) the ROLLBACK: two timeouts.
    const { error, ms } = await timeToFail(() =>
      db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
      }),
    );
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(ms).toBeGreaterThanOrEqual(2 * poolTimeouts.query_timeout - 50);
    expect(ms).toBeLessThan(5_000);
    expect(pool.totalCount).toBe(0);
  });
});
