/**
 * The admin Members list by cursor on lower(username): every member once, A to Z whatever the
 * case, Previous and Next keeping the search, stable when someone joins between pages, a cursor
 * of another list or a forged one refused with 400, and a member refused before any read.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#database/client';
import { profiles, user } from '#database/schema';
import { loader } from '~/routes/admin-members';
import { encodeCursor, invalidCursorMessage } from '~/utils/keyset-cursor.server';
import { createTestContext } from '../support/test-context';
import { createTestDatabase } from '../support/test-database';
import { createTestUser, type TestUser } from '../support/users';
import { pageGet, run } from './auth-test-utils';

let database: DatabaseHandle;
let admin: TestUser;
let member: TestUser;
beforeEach(async () => {
  database = await createTestDatabase();
  admin = await createTestUser(database.db, { username: 'zadmin', isAdmin: true });
  member = await createTestUser(database.db, { username: 'zmember' });
});
afterEach(() => database.close());

type Listed = {
  members: { username: string }[];
  previousCursor: string | null;
  nextCursor: string | null;
};

/** Members by name only (no password, no session): every odd one's name in capitals. */
async function join(names: string[]) {
  await database.db
    .insert(user)
    .values(names.map((name) => ({ id: `id-${name}`, name, email: `${name}@example.test` })));
  await database.db
    .insert(profiles)
    .values(names.map((name) => ({ userId: `id-${name}`, username: name, displayName: null })));
}
const seeded = Array.from(
  { length: 120 },
  (_, i) => `${i % 2 ? 'M' : 'm'}${String(i).padStart(3, '0')}`,
);

const open = (search = '', cookie = admin.cookie) =>
  run<Listed>(loader, pageGet(`/admin/members${search}`, cookie), createTestContext(database));

async function list(search = '') {
  const answer = await open(search);
  expect(answer.status, search).toBe(200);
  return answer.data!;
}

const names = (data: Listed) => data.members.map((row) => row.username);

describe('the admin Members list by cursor', () => {
  it('shows every member once, A to Z whatever the case, with Previous and Next', async () => {
    await join(seeded);
    const first = await list();
    expect(names(first).slice(0, 3)).toEqual(['m000', 'M001', 'm002']);
    expect(first.previousCursor).toBeNull();
    const second = await list(`?after=${first.nextCursor}`);
    const third = await list(`?after=${second.nextCursor}`);
    expect([first, second, third].map((data) => data.members.length)).toEqual([50, 50, 22]);
    expect(third.nextCursor).toBeNull();
    expect([first, second, third].flatMap(names)).toEqual([...seeded, 'zadmin', 'zmember']);
    expect(names(await list(`?before=${third.previousCursor}`))).toEqual(names(second));
    const back = await list(`?before=${second.previousCursor}`);
    expect([names(back), back.previousCursor]).toEqual([names(first), null]);
  });

  it('skips and repeats nothing when members join between pages', async () => {
    await join(seeded);
    const first = await list();
    await join(['aaa', 'm075x']);
    const second = await list(`?after=${first.nextCursor}`);
    const third = await list(`?after=${second.nextCursor}`);
    const seen = [first, second, third].flatMap(names);
    expect(seen).not.toContain('aaa');
    expect(seen.filter((name) => name === 'm075x')).toHaveLength(1);
    expect(seen.filter((name) => name !== 'm075x')).toEqual([...seeded, 'zadmin', 'zmember']);
  });

  it('pages the matches of a search', async () => {
    await join(seeded);
    const first = await list('?q=m0');
    const second = await list(`?q=m0&after=${first.nextCursor}`);
    expect([first.members.length, second.members.length, second.nextCursor]).toEqual([
      50,
      50,
      null,
    ]);
    expect([...names(first), ...names(second)]).toEqual(seeded.slice(0, 100));
    expect(names(await list(`?q=m0&before=${second.previousCursor}`))).toEqual(names(first));
  });

  it('refuses a cursor of another list, a forged or a damaged one with 400', async () => {
    await join(seeded.slice(0, 3));
    const time = '2026-06-01T00:00:00.000000Z';
    const id = '00000000-0000-4000-8000-000000000000';
    for (const search of [
      `?after=${encodeCursor('notifications', [time, id])}`,
      `?after=${encodeCursor('contact-messages', ['m001'])}`,
      `?before=${encodeCursor('members', [time, id])}`,
      `?after=${encodeCursor('members', [''])}`,
      `?after=${encodeCursor('members', ['m001', 'extra'])}`,
      `?after=${Buffer.from('["members",1]').toString('base64url')}`,
      `?q=m&after=${'A'.repeat(600)}`,
      '?after=%27%20or%201%3D1',
    ]) {
      const answer = await open(search);
      expect([answer.status, answer.data], search).toEqual([400, invalidCursorMessage]);
    }
    expect(names(await list(`?after=${encodeCursor('members', ['m000'])}`))).toEqual([
      'M001',
      'm002',
      'zadmin',
      'zmember',
    ]);
  });

  it('refuses members and visitors whatever page link they open, before any read', async () => {
    await join(seeded);
    const next = (await list()).nextCursor;
    for (const search of [`?after=${next}`, `?q=m0&before=${next}`, '?after=forged']) {
      const answer = await open(search, member.cookie);
      expect([answer.status, answer.location, answer.data], search).toEqual([
        302,
        '/community',
        undefined,
      ]);
      const visitor = await open(search, '');
      expect(visitor.status, search).toBe(302);
      expect(visitor.location, search).toMatch(/^\/auth/);
    }
  });
});
