/**
 * The admin Messages list by cursor: open messages first, then newest, every message once with
 * Newer and Older, stable when a message arrives between pages, a cursor of another list or a
 * forged one refused with 400, and a member refused before anything is read.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#database/client';
import { contactMessages } from '#database/schema';
import { loader } from '~/routes/admin-messages';
import { encodeCursor, invalidCursorMessage } from '~/utils/keyset-cursor.server';
import { createTestContext } from '../support/test-context';
import type { TestUser } from '../support/users';
import { call, memberAndAdmin, pageGet } from './community-test-utils';

let database: DatabaseHandle;
let member: TestUser;
let admin: TestUser;
beforeEach(async () => ({ database, member, admin } = await memberAndAdmin()));
afterEach(() => database.close());

type Listed = {
  messages: { body: string; handled: boolean }[];
  previousCursor: string | null;
  nextCursor: string | null;
};

const start = Date.parse('2026-06-01T00:00:00Z');
/** `count` messages, body `${prefix}000` newest; 40 to 42 share one time; every third handled. */
async function seed(count: number, prefix = 'M') {
  await database.db.insert(contactMessages).values(
    Array.from({ length: count }, (_, i) => ({
      body: `${prefix}${String(i).padStart(3, '0')}`,
      createdAt: new Date(start - (i >= 40 && i <= 42 ? 40 : i) * 1000),
      handledAt: i % 3 === 0 ? new Date(start) : null,
    })),
  );
}

const open = (search = '', cookie = admin.cookie) =>
  call<Listed>(loader, pageGet(`/admin/messages${search}`, cookie), createTestContext(database));

async function list(search = '') {
  const answer = await open(search);
  expect(answer.status, search).toBe(200);
  return answer.data!;
}

const bodies = (data: Listed) => data.messages.map((message) => message.body);

describe('the admin Messages list by cursor', () => {
  it('shows open messages first, then newest, each once, with Newer and Older', async () => {
    await seed(120);
    const first = await list();
    expect(bodies(first).slice(0, 2)).toEqual(['M001', 'M002']);
    expect(first.previousCursor).toBeNull();
    const second = await list(`?after=${first.nextCursor}`);
    const third = await list(`?after=${second.nextCursor}`);
    expect([first, second, third].map((data) => data.messages.length)).toEqual([50, 50, 20]);
    expect(third.nextCursor).toBeNull();
    const seen = [first, second, third].flatMap((data) => data.messages);
    expect(new Set(seen.map((message) => message.body)).size).toBe(120);
    // Every open message (80 of them) comes before every handled one.
    expect(seen.findIndex((message) => message.handled)).toBe(80);
    expect(seen.slice(80).every((message) => message.handled)).toBe(true);
    expect(bodies(await list(`?before=${third.previousCursor}`))).toEqual(bodies(second));
    const back = await list(`?before=${second.previousCursor}`);
    expect([bodies(back), back.previousCursor]).toEqual([bodies(first), null]);
  });

  it('skips and repeats nothing when a message arrives between pages', async () => {
    await seed(120);
    const first = await list();
    await database.db.insert(contactMessages).values({ body: 'Newest' });
    await seed(1, 'Old');
    const second = await list(`?after=${first.nextCursor}`);
    const third = await list(`?after=${second.nextCursor}`);
    const seen = [first, second, third].flatMap(bodies);
    expect(seen).not.toContain('Newest');
    const original = seen.filter((body) => body.startsWith('M'));
    expect(original).toHaveLength(120);
    expect(new Set(original).size).toBe(120);
    expect(bodies(await list())[0]).toBe('Newest');
  });

  it('refuses a cursor of another list, a forged or a damaged one with 400', async () => {
    await seed(3);
    const time = '2026-06-01T00:00:00.000000Z';
    const id = '00000000-0000-4000-8000-000000000000';
    for (const search of [
      `?after=${encodeCursor('notifications', [time, id])}`,
      `?after=${encodeCursor('discussions', [true, time, id])}`,
      `?before=${encodeCursor('contact-messages', [time, id])}`,
      `?after=${encodeCursor('contact-messages', ['yes', time, id])}`,
      `?after=${encodeCursor('contact-messages', [true, '2026-02-31T00:00:00.000000Z', id])}`,
      '?after=%27%20or%201%3D1',
    ]) {
      const answer = await open(search);
      expect([answer.status, answer.data], search).toEqual([400, invalidCursorMessage]);
    }
    const fine = await open(`?after=${encodeCursor('contact-messages', [true, time, id])}`);
    expect(fine.status).toBe(200);
  });

  it('refuses members and visitors whatever page link they open, before any read', async () => {
    await seed(60);
    const next = (await list()).nextCursor;
    for (const search of [`?after=${next}`, `?before=${next}`, '?after=forged']) {
      const answer = await open(search, member.cookie);
      expect([answer.status, answer.location, answer.data], search).toEqual([
        302,
        '/community',
        undefined,
      ]);
      const visitor = await call(
        loader,
        pageGet(`/admin/messages${search}`),
        createTestContext(database),
      );
      expect(visitor.status, search).toBe(302);
      expect(visitor.location, search).toMatch(/^\/auth/);
    }
  });
});
