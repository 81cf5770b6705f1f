import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '#database/client';
import { createTestDatabase } from '../../tests/support/test-database';
import { consumeRateLimit } from './rate-limit.server';

let database: DatabaseHandle | undefined;
afterEach(() => database?.close());

describe('consumeRateLimit', () => {
  it('allows up to the limit, then refuses with a retry time, then recovers', async () => {
    database = await createTestDatabase();
    const rule = { limit: 3, windowSeconds: 60 };
    for (let i = 0; i < 3; i++) {
      expect(await consumeRateLimit(database.db, 'k', rule)).toEqual({ ok: true });
    }
    const refused = await consumeRateLimit(database.db, 'k', rule);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    // Another key has its own counter.
    expect(await consumeRateLimit(database.db, 'other', rule)).toEqual({ ok: true });
    // Once the window has passed, the counter starts again.
    await database.db.execute(
      sql`update rate_limits set window_started_at = now() - interval '2 minutes'`,
    );
    expect(await consumeRateLimit(database.db, 'k', rule)).toEqual({ ok: true });
  });
});
