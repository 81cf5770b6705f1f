/**
 * Comments and one-level replies: posting, the order they are read in, what can be replied to,
 * and reply_count / last_reply_at that follow the approved rows (in PostgreSQL itself).
 */
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#database/client';
import { comments, discussions, notifications, user } from '#database/schema';
import { insertComment, insertDiscussion } from '../../../tests/support/community-fixtures';
import { concurrently } from '../../../tests/support/concurrently';
import { createTestUser, createTestUsers, type TestUser } from '../../../tests/support/users';
import { createTestDatabase } from '../../../tests/support/test-database';
import { listCommentPage } from './comment-pages.server';
import { postComment } from './comments.server';

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

    const { threads } = await listCommentPage(database.db, discussion.id, null);
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
    const results = await concurrently(
      Array.from(
        { length: 200 },
        (_, i) => () =>
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
    // Every one of them told the author of the discussion or of the comment answered, once.
    const told = await database.db.$count(notifications, eq(notifications.userId, member.id));
    expect(told).toBe(200);
    expect(await database.db.$count(notifications)).toBe(200);
  });
});
