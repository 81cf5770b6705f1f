/**
 * The discussions list by cursor: every discussion once, pinned first, Previous and Next, stable
 * while discussions are added, old ?page=N links redirected (a page past the end is a 404), and
 * a cursor of another list, or a forged one, refused with 400.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../database/client';
import { discussions } from '../../database/schema';
import { loader } from '../../app/routes/discussions';
import { encodeCursor, invalidCursorMessage } from '../../app/utils/keyset-cursor.server';
import { insertDiscussion } from '../support/community-fixtures';
import { createTestContext } from '../support/test-context';
import { createTestDatabase } from '../support/test-database';
import { createTestUser, type TestUser } from '../support/users';
import { call, pageGet } from './community-test-utils';

let database: DatabaseHandle;
let member: TestUser;

beforeEach(async () => {
  database = await createTestDatabase();
  member = await createTestUser(database.db);
});
afterEach(() => database.close());

type ListData = {
  discussions: { title: string }[];
  previousCursor: string | null;
  nextCursor: string | null;
};

/** 45 discussions, 'D00' newest; D10 and D30 pinned; D20 to D22 share one time. */
async function seed() {
  const start = Date.parse('2026-06-01T00:00:00Z');
  await database.db.insert(discussions).values(
    Array.from({ length: 45 }, (_, i) => ({
      title: `D${String(i).padStart(2, '0')}`,
      content: 'x',
      status: 'approved' as const,
      authorId: member.id,
      isPinned: i === 10 || i === 30,
      createdAt: new Date(start - (i >= 20 && i <= 22 ? 20 : i) * 1000),
    })),
  );
}

const open = (search = '') =>
  call<ListData>(
    loader,
    pageGet(`/community/discussions${search}`, member.cookie),
    createTestContext(database),
  );

async function list(search = '') {
  const answer = await open(search);
  expect(answer.status, search).toBe(200);
  return answer.data!;
}

const titles = (data: ListData) => data.discussions.map((item) => item.title);

describe('the discussions list by cursor', () => {
  it('shows every discussion once, pinned first, with Previous and Next', async () => {
    await seed();
    const first = await list();
    expect(titles(first).slice(0, 3)).toEqual(['D10', 'D30', 'D00']);
    expect(first.previousCursor).toBeNull();
    const second = await list(`?after=${first.nextCursor}`);
    const third = await list(`?after=${second.nextCursor}`);
    expect([first, second, third].map((data) => data.discussions.length)).toEqual([20, 20, 5]);
    expect(third.nextCursor).toBeNull();
    const seen = [first, second, third].flatMap(titles);
    expect(new Set(seen).size).toBe(45);
    // Previous from the third page is the second; from the second, the first (no Previous).
    expect(titles(await list(`?before=${third.previousCursor}`))).toEqual(titles(second));
    const back = await list(`?before=${second.previousCursor}`);
    expect([titles(back), back.previousCursor]).toEqual([titles(first), null]);
  });

  it('skips and repeats nothing when a discussion is added between pages', async () => {
    await seed();
    const first = await list();
    await insertDiscussion(database.db, member.id, { title: 'Brand new' });
    const second = await list(`?after=${first.nextCursor}`);
    const third = await list(`?after=${second.nextCursor}`);
    const seen = [first, second, third].flatMap(titles);
    expect(seen).toHaveLength(45);
    expect(new Set(seen).size).toBe(45);
    expect(seen).not.toContain('Brand new');
  });

  it('redirects an old page link to its cursor, and answers a page past the end with 404', async () => {
    await seed();
    const first = await list();
    const old = await open('?page=2');
    expect(old.status).toBe(301);
    const target = new URL(old.location!, 'http://x');
    expect(target.searchParams.get('page')).toBeNull();
    const second = await list(target.search);
    expect(titles(second)).toEqual(titles(await list(`?after=${first.nextCursor}`)));
    for (const past of ['?page=4', '?page=51', '?page=999999']) {
      expect((await open(past)).status, past).toBe(404);
    }
  });

  it('refuses a cursor of another list, a forged or a damaged one with 400', async () => {
    await insertDiscussion(database.db, member.id, { categorySlug: 'safety' });
    const time = '2026-06-01T00:00:00.000000Z';
    const id = '00000000-0000-4000-8000-000000000000';
    const refused = [
      `?after=${encodeCursor('comments', [time, id])}`,
      `?after=${encodeCursor('discussions/safety', [false, time, id])}`,
      `?category=safety&before=${encodeCursor('discussions', [false, time, id])}`,
      `?after=${encodeCursor('discussions', ['false', time, id])}`,
      `?after=${encodeCursor('discussions', [false, '2026-13-01T00:00:00.000000Z', id])}`,
      `?before=${Buffer.from('[]').toString('base64url')}`,
      '?after=%22%3E%3Cscript%3E',
    ];
    for (const search of refused) {
      const answer = await open(search);
      expect(answer.status, search).toBe(400);
      expect(answer.data, search).toBe(invalidCursorMessage);
    }
    // The category's own cursor is its list's.
    const own = `?category=safety&after=${encodeCursor('discussions/safety', [false, time, id])}`;
    expect((await open(own)).status).toBe(200);
  });
});
