import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#database/client';
import { comments, discussionCategories, discussions, user } from '#database/schema';
import { insertComment, insertDiscussion } from '../../../tests/support/community-fixtures';
import { createTestUser, createTestUsers, type TestUser } from '../../../tests/support/users';
import { createTestDatabase } from '../../../tests/support/test-database';
import { listCommentThreads, postComment } from './comments.server';
import {
  createDiscussion,
  getApprovedDiscussion,
  latestDiscussions,
  listCategories,
  listDiscussions,
} from './discussions.server';

let database: DatabaseHandle;
let member: TestUser;

beforeEach(async () => {
  database = await createTestDatabase();
  member = await createTestUser(database.db, { username: 'alice', displayName: 'Alice A.' });
});
afterEach(() => database.close());

async function replyStats(discussionId: string) {
  const [row] = await database.db
    .select({
      replyCount: discussions.replyCount,
      lastReplyAt: discussions.lastReplyAt,
      rows: sql<number>`(select count(*)::int from comments c where c.discussion_id = ${discussionId} and c.status = 'approved')`,
      latest: sql<
        string | null
      >`(select max(c.created_at)::text from comments c where c.discussion_id = ${discussionId} and c.status = 'approved')`,
    })
    .from(discussions)
    .where(eq(discussions.id, discussionId));
  return row!;
}

describe('categories', () => {
  it('lists the eight seeded categories by name', async () => {
    const categories = await listCategories(database.db);
    expect(categories).toHaveLength(8);
    expect(categories.map((category) => category.name)).toEqual(
      [...categories.map((category) => category.name)].sort(),
    );
  });
});

describe('creating discussions', () => {
  it('stores a pending discussion, invisible on every member-facing read', async () => {
    const [category] = await listCategories(database.db);
    const result = await createDiscussion(database.db, member.id, {
      title: 'Storage of BPC-157',
      content: 'How long does it keep?',
      categoryId: category!.id,
    });
    expect(result.ok).toBe(true);
    const [row] = await database.db.select().from(discussions);
    expect(row).toMatchObject({
      status: 'pending',
      isPinned: false,
      replyCount: 0,
      authorId: member.id,
    });
    expect(await getApprovedDiscussion(database.db, row!.id)).toBeNull();
    expect((await listDiscussions(database.db, { page: 1, categoryId: null })).discussions).toEqual(
      [],
    );
    expect(await latestDiscussions(database.db, 6)).toEqual([]);
  });

  it('answers an unknown category with a field error and writes nothing', async () => {
    const result = await createDiscussion(database.db, member.id, {
      title: 'T',
      content: 'C',
      categoryId: crypto.randomUUID(),
    });
    expect(result).toEqual({
      ok: false,
      fieldErrors: { categoryId: 'Please choose a category from the list.' },
    });
    expect(await database.db.select().from(discussions)).toEqual([]);
  });

  it('is refused by PostgreSQL itself with a blank or over-long title', async () => {
    await expect(insertDiscussion(database.db, member.id, { title: '   ' })).rejects.toThrow();
    await expect(
      insertDiscussion(database.db, member.id, { title: 'x'.repeat(201) }),
    ).rejects.toThrow();
    await expect(insertDiscussion(database.db, member.id, { content: ' ' })).rejects.toThrow();
  });
});

describe('reading discussions', () => {
  it('lists approved discussions pinned first then newest, with author and category', async () => {
    const admin = await createTestUser(database.db, { username: 'mod', isAdmin: true });
    const base = Date.now() - 60_000;
    await insertDiscussion(database.db, member.id, { title: 'old', createdAt: new Date(base) });
    await insertDiscussion(database.db, admin.id, {
      title: 'pinned',
      isPinned: true,
      categorySlug: 'safety',
      createdAt: new Date(base - 1000),
    });
    await insertDiscussion(database.db, member.id, {
      title: 'new',
      createdAt: new Date(base + 1000),
    });
    await insertDiscussion(database.db, member.id, { title: 'waiting', status: 'pending' });
    await insertDiscussion(database.db, member.id, { title: 'refused', status: 'rejected' });

    const list = await listDiscussions(database.db, { page: 1, categoryId: null });
    expect(list.discussions.map((discussion) => discussion.title)).toEqual([
      'pinned',
      'new',
      'old',
    ]);
    expect(list.discussions[0]).toMatchObject({
      isPinned: true,
      category: { name: 'Safety & Side Effects', color: '#b91c1c', slug: 'safety' },
      author: { username: 'mod', isAdmin: true },
    });
    expect(list.discussions[1]!.author).toEqual({
      username: 'alice',
      displayName: 'Alice A.',
      avatarUrl: null,
      isAdmin: false,
    });
    expect(JSON.stringify(list)).not.toContain(member.id);

    const latest = await latestDiscussions(database.db, 6);
    expect(latest.map((discussion) => discussion.title)).toEqual(['new', 'old', 'pinned']);
  });

  it('pages by 20, clamps a page past the end and filters by category', async () => {
    const [safety] = await database.db
      .select({ id: discussionCategories.id })
      .from(discussionCategories)
      .where(eq(discussionCategories.slug, 'safety'));
    await database.db.insert(discussions).values(
      Array.from({ length: 45 }, (_, i) => ({
        title: `Discussion ${i}`,
        content: 'x',
        status: 'approved' as const,
        authorId: member.id,
        categoryId: i < 5 ? safety!.id : null,
        createdAt: new Date(Date.now() - i * 1000),
      })),
    );
    const first = await listDiscussions(database.db, { page: 1, categoryId: null });
    expect(first).toMatchObject({ page: 1, hasNextPage: true });
    expect(first.discussions).toHaveLength(20);
    expect(first.discussions[0]!.title).toBe('Discussion 0');
    const third = await listDiscussions(database.db, { page: 3, categoryId: null });
    expect(third.hasNextPage).toBe(false);
    expect(third.discussions.map((discussion) => discussion.title)).toEqual(
      Array.from({ length: 5 }, (_, i) => `Discussion ${40 + i}`),
    );
    expect((await listDiscussions(database.db, { page: 99, categoryId: null })).page).toBe(3);
    const filtered = await listDiscussions(database.db, { page: 1, categoryId: safety!.id });
    expect(filtered.discussions).toHaveLength(5);
    expect(filtered.hasNextPage).toBe(false);
  });

  it('opens only approved discussions', async () => {
    const approved = await insertDiscussion(database.db, member.id, { content: 'line 1\nline 2' });
    const pending = await insertDiscussion(database.db, member.id, { status: 'pending' });
    const rejected = await insertDiscussion(database.db, member.id, { status: 'rejected' });
    expect(await getApprovedDiscussion(database.db, approved.id)).toMatchObject({
      content: 'line 1\nline 2',
      replyCount: 0,
    });
    expect(await getApprovedDiscussion(database.db, pending.id)).toBeNull();
    expect(await getApprovedDiscussion(database.db, rejected.id)).toBeNull();
    expect(await getApprovedDiscussion(database.db, crypto.randomUUID())).toBeNull();
  });
});

describe('comments and replies', () => {
  it('posts approved comments and one-level replies, oldest first, counting replies', async () => {
    const discussion = await insertDiscussion(database.db, member.id);
    const other = await createTestUser(database.db, { username: 'bob', displayName: null });
    const first = await postComment(database.db, other.id, discussion.id, {
      content: 'First!',
      parentCommentId: null,
    });
    expect(first.ok).toBe(true);
    const firstId = (first as { id: string }).id;
    await postComment(database.db, member.id, discussion.id, {
      content: 'Reply',
      parentCommentId: firstId,
    });
    await postComment(database.db, member.id, discussion.id, {
      content: 'Second',
      parentCommentId: null,
    });

    const threads = await listCommentThreads(database.db, discussion.id);
    expect(
      threads.map((thread) => [thread.content, thread.replies.map((reply) => reply.content)]),
    ).toEqual([
      ['First!', ['Reply']],
      ['Second', []],
    ]);
    expect(threads[0]!.author).toMatchObject({ username: 'bob', displayName: null });
    const stats = await replyStats(discussion.id);
    expect(stats.replyCount).toBe(3);
    expect(stats.lastReplyAt).not.toBeNull();
  });

  it('refuses comments on pending, rejected and unknown discussions', async () => {
    for (const status of ['pending', 'rejected'] as const) {
      const discussion = await insertDiscussion(database.db, member.id, { status });
      expect(
        await postComment(database.db, member.id, discussion.id, {
          content: 'Hi',
          parentCommentId: null,
        }),
      ).toEqual({ ok: false, reason: 'discussion-not-found' });
    }
    expect(
      await postComment(database.db, member.id, crypto.randomUUID(), {
        content: 'Hi',
        parentCommentId: null,
      }),
    ).toEqual({ ok: false, reason: 'discussion-not-found' });
    expect(await database.db.select().from(comments)).toEqual([]);
  });

  it('refuses replies to replies, to other discussions’ comments and to hidden comments', async () => {
    const discussion = await insertDiscussion(database.db, member.id);
    const elsewhere = await insertDiscussion(database.db, member.id);
    const top = await insertComment(database.db, member.id, discussion.id);
    const reply = await insertComment(database.db, member.id, discussion.id, {
      parentCommentId: top.id,
    });
    const foreign = await insertComment(database.db, member.id, elsewhere.id);
    const pending = await insertComment(database.db, member.id, discussion.id, {
      status: 'pending',
    });
    for (const parentCommentId of [reply.id, foreign.id, pending.id, crypto.randomUUID()]) {
      expect(
        await postComment(database.db, member.id, discussion.id, { content: 'x', parentCommentId }),
      ).toEqual({ ok: false, reason: 'parent-not-found' });
    }
  });

  it('enforces one-level replies in the same discussion in PostgreSQL itself', async () => {
    const discussion = await insertDiscussion(database.db, member.id);
    const elsewhere = await insertDiscussion(database.db, member.id);
    const top = await insertComment(database.db, member.id, discussion.id);
    const reply = await insertComment(database.db, member.id, discussion.id, {
      parentCommentId: top.id,
    });
    await expect(
      insertComment(database.db, member.id, discussion.id, { parentCommentId: reply.id }),
    ).rejects.toThrow();
    await expect(
      insertComment(database.db, member.id, elsewhere.id, { parentCommentId: top.id }),
    ).rejects.toThrow();
    const other = await insertComment(database.db, member.id, discussion.id);
    // A comment with replies cannot itself become a reply.
    await expect(
      database.db
        .update(comments)
        .set({ parentCommentId: other.id })
        .where(eq(comments.id, top.id)),
    ).rejects.toThrow();
  });

  it('keeps reply_count and last_reply_at equal to the approved rows through moderation and deletes', async () => {
    const discussion = await insertDiscussion(database.db, member.id);
    const other = await createTestUser(database.db);
    const approved = await insertComment(database.db, other.id, discussion.id);
    const pending = await insertComment(database.db, member.id, discussion.id, {
      status: 'pending',
    });
    let stats = await replyStats(discussion.id);
    expect(stats.replyCount).toBe(1);
    await database.db
      .update(comments)
      .set({ status: 'approved' })
      .where(eq(comments.id, pending.id));
    stats = await replyStats(discussion.id);
    expect([stats.replyCount, stats.rows]).toEqual([2, 2]);
    await database.db
      .update(comments)
      .set({ status: 'rejected' })
      .where(eq(comments.id, approved.id));
    await database.db.delete(user).where(eq(user.id, other.id));
    stats = await replyStats(discussion.id);
    expect([stats.replyCount, stats.rows]).toEqual([1, 1]);
    expect(stats.lastReplyAt?.toISOString()).toBe(new Date(stats.latest!).toISOString());
    await database.db.delete(comments);
    stats = await replyStats(discussion.id);
    expect([stats.replyCount, stats.lastReplyAt]).toEqual([0, null]);
    // Deleting the author removes their discussion with its comments without an error.
    await insertComment(database.db, member.id, discussion.id);
    await database.db.delete(user).where(eq(user.id, member.id));
    expect(await database.db.select().from(discussions)).toEqual([]);
  });

  it('counts 200 concurrent comments and replies from 50 members exactly', async () => {
    const members = await createTestUsers(database.db, 50);
    const targets = [
      await insertDiscussion(database.db, member.id),
      await insertDiscussion(database.db, member.id),
    ];
    const tops = await Promise.all(
      targets.map((target) => insertComment(database.db, member.id, target.id)),
    );
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        postComment(database.db, members[i % 50]!.id, targets[i % 2]!.id, {
          content: `Comment ${i}`,
          parentCommentId: i % 4 < 2 ? null : tops[i % 2]!.id,
        }),
      ),
    );
    expect(results.every((result) => result.ok)).toBe(true);
    for (const target of targets) {
      const stats = await replyStats(target.id);
      expect(stats.replyCount).toBe(101);
      expect(stats.rows).toBe(101);
    }
  });
});
