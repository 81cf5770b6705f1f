import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../database/client';
import { createTestDatabase } from '../tests/support/test-database';
import { PooledRateLimit } from './pooled-rate-limit';

let database: DatabaseHandle | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  await database?.close();
});

describe('a failed write of the pooled rate-limit counts', () => {
  it('logs the error code and a plain message once: no statement, no client address', async () => {
    database = await createTestDatabase();
    await database.db.execute(sql`drop table rate_limits`);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const limiter = new PooledRateLimit(database.db, 'api', { limit: 5, windowSeconds: 60 });
    expect(limiter.take('198.51.100.23')).toBeNull();
    await limiter.flush();
    expect(limiter.take('2001:db8::77')).toBeNull();
    await limiter.flush();

    expect(logged).toHaveBeenCalledTimes(1);
    const line = logged.mock.calls[0]!.map(String).join(' ');
    expect(line).toMatch(/^\[server\] rate-limit counts wait: database error 42P01\b/);
    for (const leak of ['198.51.100.23', '2001:db8::77', 'insert', 'params', 'api:', '$1']) {
      expect(line).not.toContain(leak);
    }
    // The local count still limits while the database does not take the counts.
    for (let i = 0; i < 4; i++) limiter.take('198.51.100.23');
    expect(limiter.take('198.51.100.23')).toBeGreaterThan(0);
  });
});
