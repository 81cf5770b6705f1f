import { afterEach, describe, expect, it, vi } from 'vitest';
import { untilReachable } from './open-database';

afterEach(() => vi.restoreAllMocks());

const refused = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

/** An open() that fails with these errors, in turn, then succeeds. */
function opensAfter(errors: Error[]) {
  let attempts = 0;
  const open = async () => {
    const error = errors[attempts++];
    if (error) throw error;
    return 'database';
  };
  return { open, attempts: () => attempts };
}

describe('untilReachable (start-up with PostgreSQL not up yet)', () => {
  it('says so in one line, keeps retrying, and opens once the database answers', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const info = vi.spyOn(console, 'log').mockImplementation(() => {});
    const database = opensAfter([refused(), refused(), refused()]);
    await expect(untilReachable(database.open, { retryMs: 10 })).resolves.toBe('database');
    expect(database.attempts()).toBe(4);
    expect(errors.mock.calls).toEqual([
      [
        'Database not reachable at DATABASE_URL (connect ECONNREFUSED 127.0.0.1:5432); retrying every 0.01 s…',
      ],
    ]);
    expect(info.mock.calls).toEqual([['Database reachable after 0 s; starting.']]);
  });

  it('repeats the line while it waits, once per reminder period', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const database = opensAfter(Array.from({ length: 6 }, refused));
    await untilReachable(database.open, { retryMs: 20, remindMs: 50 });
    expect(errors.mock.calls.length).toBeGreaterThanOrEqual(2);
    expect(errors.mock.calls.length).toBeLessThan(6);
  });

  it('gives up at once on anything else (wrong password, unknown database)', async () => {
    const auth = Object.assign(new Error('password authentication failed'), { code: '28P01' });
    const database = opensAfter([auth]);
    await expect(untilReachable(database.open, { retryMs: 10 })).rejects.toBe(auth);
    expect(database.attempts()).toBe(1);
  });
});
