/**
 * The /notifications list by cursor: every notice once, Newer and Older, stable while notices
 * arrive, old ?page=N links redirected (a page past the end is a 404), a cursor of another list
 * or a forged one refused with 400, and a member's cursor never shows another member's notices.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#database/client';
import { notifications } from '#database/schema';
import { loader } from '~/routes/notifications';
import { encodeCursor, invalidCursorMessage } from '~/utils/keyset-cursor.server';
import { pageGet, run } from './auth-test-utils';
import { createTestContext } from '../support/test-context';
import { createTestDatabase } from '../support/test-database';
import { createTestUser, type TestUser } from '../support/users';

let database: DatabaseHandle;
let ada: TestUser;
let bob: TestUser;
beforeEach(async () => {
  database = await createTestDatabase();
  ada = await createTestUser(database.db, { username: 'ada' });
  bob = await createTestUser(database.db, { username: 'bob' });
});
afterEach(() => database.close());

type Listed = {
  items: { reason: string | null }[];
  previousCursor: string | null;
  nextCursor: string | null;
};

const start = Date.parse('2026-06-01T00:00:00Z');
/** `count` notices for the member, reason `${prefix}00` newest; 20 to 22 share one time. */
async function seed(member: TestUser, count: number, prefix = 'N') {
  await database.db.insert(notifications).values(
    Array.from({ length: count }, (_, i) => ({
      userId: member.id,
      kind: 'content_hidden' as const,
      reason: `${prefix}${String(i).padStart(2, '0')}`,
      createdAt: new Date(start - (i >= 20 && i <= 22 ? 20 : i) * 1000),
    })),
  );
}

const open = (member: TestUser, search = '') =>
  run<Listed>(
    loader,
    pageGet(`/notifications${search}`, member.cookie),
    createTestContext(database),
  );

async function list(member: TestUser, search = '') {
  const answer = await open(member, search);
  expect(answer.status, search).toBe(200);
  return answer.data!;
}

const reasons = (data: Listed) => data.items.map((item) => item.reason);

describe('the notifications list by cursor', () => {
  it('shows every notice once, newest first, with Newer and Older', async () => {
    await seed(ada, 70);
    const first = await list(ada);
    expect(reasons(first).slice(0, 2)).toEqual(['N00', 'N01']);
    expect(first.previousCursor).toBeNull();
    const second = await list(ada, `?after=${first.nextCursor}`);
    const third = await list(ada, `?after=${second.nextCursor}`);
    expect([first, second, third].map((data) => data.items.length)).toEqual([30, 30, 10]);
    expect(third.nextCursor).toBeNull();
    expect(new Set([first, second, third].flatMap(reasons)).size).toBe(70);
    expect(reasons(await list(ada, `?before=${third.previousCursor}`))).toEqual(reasons(second));
    const back = await list(ada, `?before=${second.previousCursor}`);
    expect([reasons(back), back.previousCursor]).toEqual([reasons(first), null]);
  });

  it('skips and repeats nothing when a notice arrives between pages', async () => {
    await seed(ada, 70);
    const first = await list(ada);
    await seed(ada, 1, 'New');
    await database.db
      .insert(notifications)
      .values({ userId: ada.id, kind: 'content_hidden', reason: 'Newest' });
    const second = await list(ada, `?after=${first.nextCursor}`);
    const third = await list(ada, `?after=${second.nextCursor}`);
    const seen = [first, second, third].flatMap(reasons);
    expect(seen).toHaveLength(70);
    expect(new Set(seen).size).toBe(70);
    expect(seen).not.toContain('Newest');
  });

  it('redirects an old page link to its cursor, and answers a page past the end with 404', async () => {
    await seed(ada, 70);
    const first = await list(ada);
    const old = await open(ada, '?page=2');
    expect(old.status).toBe(301);
    const target = new URL(old.location!, 'http://x');
    expect(target.pathname).toBe('/notifications');
    expect(reasons(await list(ada, target.search))).toEqual(
      reasons(await list(ada, `?after=${first.nextCursor}`)),
    );
    expect(reasons(await list(ada, '?page=1'))).toEqual(reasons(first));
    for (const past of ['?page=4', '?page=51', '?page=999999']) {
      expect((await open(ada, past)).status, past).toBe(404);
    }
    // Bob has one page only: Ada's third page is not his.
    await seed(bob, 5);
    expect((await open(bob, '?page=2')).status).toBe(404);
  });

  it('refuses a cursor of another list, a forged or a damaged one with 400', async () => {
    await seed(ada, 3);
    const time = '2026-06-01T00:00:00.000000Z';
    const id = '00000000-0000-4000-8000-000000000000';
    const refused = [
      `?after=${encodeCursor('comments', [time, id])}`,
      `?after=${encodeCursor('audit-trail', [time, id])}`,
      `?before=${encodeCursor('discussions', [false, time, id])}`,
      `?after=${encodeCursor('notifications', [time, 'not-a-uuid'])}`,
      `?after=${encodeCursor('notifications', ['2026-02-31T00:00:00.000000Z', id])}`,
      `?after=${encodeCursor('notifications', [time, id, 'extra'])}`,
      '?after=%22%3E%3Cscript%3E',
    ];
    for (const search of refused) {
      const answer = await open(ada, search);
      expect(answer.status, search).toBe(400);
      expect(answer.data, search).toBe(invalidCursorMessage);
    }
    expect((await open(ada, `?after=${encodeCursor('notifications', [time, id])}`)).status).toBe(
      200,
    );
  });

  it("never shows a member another's notices, whatever cursor they send", async () => {
    await seed(ada, 40, 'Ada');
    await seed(bob, 40, 'Bob');
    const adaFirst = await list(ada);
    const bobSecond = await list(bob, `?after=${adaFirst.nextCursor}`);
    // Bob's older notices (times shared with Ada's last one fall on either side by id), his only.
    expect(reasons(bobSecond).length).toBeGreaterThanOrEqual(10);
    expect(reasons(bobSecond).every((reason) => reason!.startsWith('Bob'))).toBe(true);
    const signedOut = await run(
      loader,
      pageGet(`/notifications?after=${adaFirst.nextCursor}`),
      createTestContext(database),
    );
    expect(signedOut.status).toBe(302);
  });
});
