/**
 * A discussion's comments a page at a time (50 top-level comments with their replies): walked by
 * cursor, stable while comments are added, opened on the page holding one comment, and a cursor
 * that is not this list's refused with 400.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../database/client';
import { comments } from '../../database/schema';
import { loader } from '../../app/routes/discussion-detail';
import type { CommentPageData } from '../../app/features/community/types';
import { encodeCursor, invalidCursorMessage } from '../../app/utils/keyset-cursor.server';
import { insertComment, insertDiscussion } from '../support/community-fixtures';
import { createTestContext } from '../support/test-context';
import { createTestDatabase } from '../support/test-database';
import { createTestUser, type TestUser } from '../support/users';
import { call, pageGet } from './community-test-utils';

let database: DatabaseHandle;
let member: TestUser;
let discussionId: string;

beforeEach(async () => {
  database = await createTestDatabase();
  member = await createTestUser(database.db);
  discussionId = (await insertDiscussion(database.db, member.id)).id;
});
afterEach(() => database.close());

/** `count` top-level comments 'Comment 1'..., a second apart, three of them sharing one time. */
async function seedComments(count: number) {
  const start = Date.parse('2026-01-01T00:00:00Z');
  const rows = Array.from({ length: count }, (_, i) => ({
    content: `Comment ${i + 1}`,
    discussionId,
    authorId: member.id,
    status: 'approved' as const,
    // 49, 50 and 51 share a time: the page boundary falls between rows of one time.
    createdAt: new Date(start + (i >= 48 && i <= 50 ? 48 : i) * 1000),
  }));
  return database.db.insert(comments).values(rows).returning({ id: comments.id });
}

async function open(search = '') {
  const answer = await call<{ comments: CommentPageData }>(
    loader,
    pageGet(`/community/discussion/${discussionId}${search}`, member.cookie),
    createTestContext(database),
    { id: discussionId },
  );
  return answer;
}

async function page(search = '') {
  const answer = await open(search);
  expect(answer.status).toBe(200);
  return answer.data!.comments;
}

const numbered = (count: number) => Array.from({ length: count }, (_, i) => `Comment ${i + 1}`);
const texts = (data: CommentPageData) => data.threads.map((thread) => thread.content);

async function walk() {
  const seen: string[] = [];
  let data = await page();
  seen.push(...texts(data));
  while (data.nextCursor) {
    data = await page(`?comments=${data.nextCursor}`);
    seen.push(...texts(data));
  }
  return seen;
}

describe('comments in pages', () => {
  it('shows 50 comments a page with their replies, and every comment exactly once across pages', async () => {
    const [first] = await seedComments(120);
    await insertComment(database.db, member.id, discussionId, {
      content: 'A reply',
      parentCommentId: first!.id,
    });
    const opening = await page();
    expect(opening.threads).toHaveLength(50);
    expect(opening.threads[0]!.replies.map((reply) => reply.content)).toEqual(['A reply']);
    expect(opening.startsLater).toBe(false);
    const seen = await walk();
    // Rows of one time come in the order of their ids: compare the set, and that none repeats.
    expect(seen).toHaveLength(120);
    expect(new Set(seen)).toEqual(new Set(numbered(120)));
  });

  it('skips and repeats nothing when comments are added between pages', async () => {
    await seedComments(60);
    const opening = await page();
    await insertComment(database.db, member.id, discussionId, { content: 'Posted meanwhile' });
    const rest = await page(`?comments=${opening.nextCursor}`);
    const seen = [...texts(opening), ...texts(rest)];
    expect(seen).toHaveLength(61);
    expect(new Set(seen)).toEqual(new Set([...numbered(60), 'Posted meanwhile']));
    expect(seen.at(-1)).toBe('Posted meanwhile');
    expect(rest.nextCursor).toBeNull();
  });

  it('opens on the page holding a linked comment or reply, with the way back to the start', async () => {
    const ids = await seedComments(120);
    const reply = await insertComment(database.db, member.id, discussionId, {
      content: 'Reply to 117',
      parentCommentId: ids[116]!.id,
    });
    for (const linked of [ids[116]!.id, reply.id]) {
      const data = await page(`?comment=${linked}`);
      expect(texts(data)[0]).toBe('Comment 117');
      expect(data.threads[0]!.replies.map((item) => item.content)).toEqual(['Reply to 117']);
      expect(data.startsLater).toBe(true);
    }
    // An id of no comment of this discussion opens the first page.
    const unknown = await page('?comment=00000000-0000-4000-8000-000000000000');
    expect([texts(unknown)[0], unknown.startsLater]).toEqual(['Comment 1', false]);
  });

  it('looks as before for a discussion with few comments: one page, no links', async () => {
    await seedComments(3);
    const data = await page();
    expect(texts(data)).toEqual(['Comment 1', 'Comment 2', 'Comment 3']);
    expect([data.nextCursor, data.startsLater]).toEqual([null, false]);
  });

  it('refuses a cursor of another list, a forged or a damaged one with 400 and a clear message', async () => {
    await seedComments(60);
    const { nextCursor } = await page();
    const time = '2026-01-01T00:00:10.000000Z';
    const id = '00000000-0000-4000-8000-000000000000';
    const refusedCursors = [
      encodeCursor('discussions', [false, time, id]),
      encodeCursor('comments', ['2026-02-31T00:00:00.000000Z', id]),
      encodeCursor('comments', ['2026-01-01T00:00:10Z', id]),
      encodeCursor('comments', [time, 'not-a-uuid']),
      encodeCursor('comments', [time, id, 'extra']),
      Buffer.from('{"list":"comments"}').toString('base64url'),
      Buffer.from('not json').toString('base64url'),
      `${nextCursor}%00`,
      'a'.repeat(600),
      '!!!',
    ];
    for (const cursor of refusedCursors) {
      const answer = await open(`?comments=${cursor}`);
      expect(answer.status, cursor).toBe(400);
      expect(answer.data, cursor).toBe(invalidCursorMessage);
    }
  });
});
