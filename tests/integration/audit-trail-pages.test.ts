/**
 * The audit trail by cursor: every entry once, Newer and Older, stable while admins act, each
 * action's trail a list of its own, old ?page=N links redirected (a page past the end is a 404),
 * a forged cursor refused with 400, and members refused whatever link they open.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#database/client';
import { moderationLog, type ModerationAction } from '#database/schema';
import type { TrailEntry } from '~/features/admin/audit-trail.server';
import { loader } from '~/routes/admin';
import { encodeCursor, invalidCursorMessage } from '~/utils/keyset-cursor.server';
import { createTestContext } from '../support/test-context';
import type { TestUser } from '../support/users';
import { call, memberAndAdmin, pageGet } from './community-test-utils';

let database: DatabaseHandle;
let member: TestUser;
let admin: TestUser;
beforeEach(async () => ({ database, member, admin } = await memberAndAdmin()));
afterEach(() => database.close());

type Trail = { entries: TrailEntry[]; previousCursor: string | null; nextCursor: string | null };

const start = Date.parse('2026-06-01T00:00:00Z');
/** `count` entries, reason `${prefix}000` newest; 50 to 52 share one time; every third a pin. */
async function seed(count: number, prefix = 'E') {
  await database.db.insert(moderationLog).values(
    Array.from({ length: count }, (_, i) => ({
      action: (i % 3 === 0 ? 'pin' : 'hide') as ModerationAction,
      targetKind: 'discussion' as const,
      targetId: '00000000-0000-4000-8000-000000000000',
      reason: `${prefix}${String(i).padStart(3, '0')}`,
      createdAt: new Date(start - (i >= 50 && i <= 52 ? 50 : i) * 1000),
    })),
  );
}

const open = (search = '', cookie = admin.cookie) =>
  call<{ trail: Trail }>(loader, pageGet(`/admin${search}`, cookie), createTestContext(database));

async function trail(search = '') {
  const answer = await open(search);
  expect(answer.status, search).toBe(200);
  return answer.data!.trail;
}

const reasons = (data: Trail) => data.entries.map((entry) => entry.reason);

describe('the audit trail by cursor', () => {
  it('shows every entry once, newest first, with Newer and Older, and stays so as admins act', async () => {
    await seed(120);
    const first = await trail();
    expect(reasons(first).slice(0, 2)).toEqual(['E000', 'E001']);
    expect(first.previousCursor).toBeNull();
    await seed(1, 'New');
    const second = await trail(`?after=${first.nextCursor}`);
    const third = await trail(`?after=${second.nextCursor}`);
    expect([first, second, third].map((data) => data.entries.length)).toEqual([50, 50, 20]);
    expect(third.nextCursor).toBeNull();
    const seen = [first, second, third].flatMap(reasons);
    expect(new Set(seen).size).toBe(120);
    expect(seen).not.toContain('New000');
    expect(reasons(await trail(`?before=${third.previousCursor}`))).toEqual(reasons(second));
  });

  it('pages one action on its own, and refuses the whole trail’s cursor there', async () => {
    await seed(160);
    const first = await trail('?action=pin');
    expect(first.entries.every((entry) => entry.action === 'pin')).toBe(true);
    const second = await trail(`?action=pin&after=${first.nextCursor}`);
    expect(second.entries).toHaveLength(4);
    expect(second.entries.every((entry) => entry.action === 'pin')).toBe(true);
    const whole = await trail();
    const crossed = await open(`?action=pin&after=${whole.nextCursor}`);
    expect([crossed.status, crossed.data]).toEqual([400, invalidCursorMessage]);
  });

  it('redirects an old page link to its cursor, and answers a page past the end with 404', async () => {
    await seed(160);
    const first = await trail();
    const old = await open('?page=2');
    expect(old.status).toBe(301);
    const target = new URL(old.location!, 'http://x');
    expect([target.pathname, target.hash]).toEqual(['/admin', '#audit-trail']);
    expect(reasons(await trail(target.search))).toEqual(
      reasons(await trail(`?after=${first.nextCursor}`)),
    );
    const pins = await open('?action=pin&page=2');
    expect(new URL(pins.location!, 'http://x').searchParams.get('action')).toBe('pin');
    for (const past of ['?page=5', '?action=pin&page=3', '?page=51', '?page=999999']) {
      expect((await open(past)).status, past).toBe(404);
    }
  });

  it('refuses a cursor of another list, a forged or a damaged one with 400', async () => {
    await seed(3);
    const time = '2026-06-01T00:00:00.000000Z';
    const id = '00000000-0000-4000-8000-000000000000';
    for (const search of [
      `?after=${encodeCursor('notifications', [time, id])}`,
      `?before=${encodeCursor('audit-trail/hide', [time, id])}`,
      `?after=${encodeCursor('audit-trail', [time])}`,
      `?after=${encodeCursor('audit-trail', ['yesterday', id])}`,
      '?after=%27%20or%201%3D1',
    ]) {
      const answer = await open(search);
      expect([answer.status, answer.data], search).toEqual([400, invalidCursorMessage]);
    }
  });

  it('refuses members whatever page link they open', async () => {
    await seed(120);
    const next = (await trail()).nextCursor;
    for (const search of [`?after=${next}`, '?page=2', '?after=forged']) {
      const answer = await open(search, member.cookie);
      expect([answer.status, answer.location, answer.data], search).toEqual([
        302,
        '/community',
        undefined,
      ]);
    }
  });
});
