/**
 * The kept reply counts (discussions.reply_count, last_reply_at, kept by a trigger in the same
 * transaction as each write) equal a recount from the comment rows after comments, replies,
 * edits, removals, moderation and an account's deletion.
 */
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../database/client';
import { comments } from '../../database/schema';
import { postComment } from '../../app/features/community/comments.server';
import { action as profileAction } from '../../app/routes/profile';
import { insertDiscussion } from '../support/community-fixtures';
import { createTestContext } from '../support/test-context';
import { createTestDatabase } from '../support/test-database';
import { createTestUser, type TestUser } from '../support/users';
import { formPost, run } from './auth-test-utils';
import { eq } from 'drizzle-orm';

let database: DatabaseHandle;
let alice: TestUser;
let bob: TestUser;

beforeEach(async () => {
  database = await createTestDatabase();
  alice = await createTestUser(database.db);
  bob = await createTestUser(database.db);
});
afterEach(() => database.close());

/** Discussions whose kept figures differ from a recount of their approved, unremoved comments. */
async function driftedDiscussions() {
  const result = await database.db.execute(sql`
    select d.id, d.reply_count, s.total, d.last_reply_at, s.latest
      from discussions d
      left join lateral (
        select count(*)::int as total, max(c.created_at) as latest
          from comments c
         where c.discussion_id = d.id and c.status = 'approved' and c.deleted_at is null
      ) s on true
     where d.reply_count <> s.total or d.last_reply_at is distinct from s.latest`);
  return (result as unknown as { rows: unknown[] }).rows;
}

async function comment(
  author: TestUser,
  discussionId: string,
  parentCommentId: string | null = null,
) {
  const posted = await postComment(database.db, author.id, discussionId, {
    content: 'Noted.',
    parentCommentId,
  });
  if (!posted.ok) throw new Error(posted.reason);
  return posted.id;
}

it('keeps reply counts equal to a recount through comments, edits, removals, moderation and deletion', async () => {
  const [one, two] = [
    await insertDiscussion(database.db, alice.id),
    await insertDiscussion(database.db, bob.id),
  ];
  const first = await comment(bob, one.id);
  await comment(alice, one.id, first);
  const bobsOther = await comment(bob, two.id);
  await comment(alice, two.id);
  expect(await driftedDiscussions()).toEqual([]);

  // An edit, a removal by its author, moderation both ways.
  await database.db
    .update(comments)
    .set({ content: 'Edited.', editedAt: new Date() })
    .where(eq(comments.id, first));
  await database.db
    .update(comments)
    .set({ deletedAt: new Date(), content: '' })
    .where(eq(comments.id, bobsOther));
  await database.db.update(comments).set({ status: 'hidden' }).where(eq(comments.id, first));
  expect(await driftedDiscussions()).toEqual([]);
  await database.db.update(comments).set({ status: 'approved' }).where(eq(comments.id, first));
  await database.db
    .update(comments)
    .set({ status: 'rejected' })
    .where(eq(comments.discussionId, two.id));
  expect(await driftedDiscussions()).toEqual([]);

  // Bob deletes his account: his comments stay, under the deleted member.
  const deleted = await run(
    profileAction,
    formPost(
      '/profile',
      { intent: 'delete-account', password: bob.password },
      { cookie: bob.cookie },
    ),
    createTestContext(database),
  );
  expect(deleted.status).toBeLessThan(400);
  expect(await driftedDiscussions()).toEqual([]);
  const [kept] = await database.db
    .execute(sql`select reply_count from discussions where id = ${one.id}`)
    .then((result) => (result as unknown as { rows: { reply_count: number }[] }).rows);
  expect(kept!.reply_count).toBe(2);
});
