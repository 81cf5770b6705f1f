/**
 * Kept figures equal a recount from the rows: each member's reviews, discussions and comments in
 * every status (member_post_counts, the admin Members page) and the site's totals (site_totals,
 * the admin dashboard), after posts, removals, moderation, deletes, an account's deletion, and
 * many writes at once; the pages show the kept figures.
 */
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../database/client';
import { comments, discussions, user, vendorReviews } from '../../database/schema';
import { moderate } from '../../app/features/admin/moderation.server';
import { loader as membersLoader } from '../../app/routes/admin-members';
import { loader as adminLoader } from '../../app/routes/admin';
import { action as profileAction } from '../../app/routes/profile';
import { insertComment, insertDiscussion, insertReview } from '../support/community-fixtures';
import { createTestContext } from '../support/test-context';
import { createTestDatabase } from '../support/test-database';
import { createTestUser, createTestUsers, type TestUser } from '../support/users';
import { formPost, pageGet, run } from './auth-test-utils';

let database: DatabaseHandle;
let admin: TestUser;
beforeEach(async () => {
  database = await createTestDatabase();
  admin = await createTestUser(database.db, { isAdmin: true });
});
afterEach(() => database.close());

async function rowsOf<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Every account's kept figures beside a recount of its rows (a missing row counts as 0). */
async function expectKeptEqualsRecount() {
  const members = await rowsOf<Record<string, number>>(sql`
    select u.id,
           coalesce(k.reviews, 0) as reviews, coalesce(k.discussions, 0) as discussions,
           coalesce(k.comments, 0) as comments,
           (select count(*)::int from vendor_reviews r where r.user_id = u.id) as review_rows,
           (select count(*)::int from discussions d where d.author_id = u.id) as discussion_rows,
           (select count(*)::int from comments c where c.author_id = u.id) as comment_rows
      from "user" u left join member_post_counts k on k.user_id = u.id`);
  for (const row of members) {
    expect([row.reviews, row.discussions, row.comments], String(row.id)).toEqual([
      row.review_rows,
      row.discussion_rows,
      row.comment_rows,
    ]);
  }
  // No figures are left for an account that is gone.
  expect(
    await rowsOf(sql`select user_id from member_post_counts
      where user_id not in (select id from "user")`),
  ).toEqual([]);
  const [totals] = await rowsOf(sql`select members, discussions, comments from site_totals`);
  const [recount] = await rowsOf(sql`select
      (select count(*)::int from profiles where user_id <> 'deleted-member') as members,
      (select count(*)::int from discussions) as discussions,
      (select count(*)::int from comments) as comments`);
  expect(totals).toEqual(recount);
  return totals as { members: number; discussions: number; comments: number };
}

const keptOf = async (member: TestUser) => {
  const page = await run<{ members: { id: string; reviews: number; comments: number }[] }>(
    membersLoader,
    pageGet(`/admin/members?q=${member.username}`, admin.cookie),
    createTestContext(database),
  );
  return page.data!.members.find((row) => row.id === member.id);
};

it('keeps each member’s counts and the site totals through posts, moderation and deletion', async () => {
  const [ann, bob] = await createTestUsers(database.db, 2);
  expect(await expectKeptEqualsRecount()).toEqual({ members: 3, discussions: 0, comments: 0 });
  const thread = await insertDiscussion(database.db, ann!.id);
  const pending = await insertDiscussion(database.db, bob!.id, { status: 'pending' });
  const reply = await insertComment(database.db, bob!.id, thread.id);
  await insertComment(database.db, ann!.id, thread.id, { parentCommentId: reply.id });
  await insertComment(database.db, bob!.id, pending.id, { status: 'pending' });
  await insertReview(database.db, bob!.id);
  const review = await insertReview(database.db, ann!.id, { vendorSlug: 'swiss-chems' });
  expect(await expectKeptEqualsRecount()).toEqual({ members: 3, discussions: 2, comments: 3 });

  // Moderation and removal change a status or deleted_at: every row still counts, as before.
  await moderate(database.db, { kind: 'discussion', id: pending.id, decision: 'reject' }, admin.id);
  await database.db.update(comments).set({ status: 'hidden' }).where(eq(comments.id, reply.id));
  await database.db
    .update(discussions)
    .set({ deletedAt: new Date(), content: '' })
    .where(eq(discussions.id, thread.id));
  await database.db
    .update(vendorReviews)
    .set({ status: 'rejected' })
    .where(eq(vendorReviews.id, review.id));
  await expectKeptEqualsRecount();
  expect(await keptOf(bob!)).toMatchObject({ reviews: 1, comments: 2 });

  // Deletes, one of them taking its comments with it (the foreign key's cascade).
  await database.db.delete(vendorReviews).where(eq(vendorReviews.id, review.id));
  await database.db.delete(discussions).where(eq(discussions.id, pending.id));
  expect(await expectKeptEqualsRecount()).toEqual({ members: 3, discussions: 1, comments: 2 });

  // Bob deletes his account: his review goes, his posts pass to the deleted member.
  const deleted = await run(
    profileAction,
    formPost(
      '/profile',
      { intent: 'delete-account', password: bob!.password },
      { cookie: bob!.cookie },
    ),
    createTestContext(database),
  );
  expect(deleted.status).toBe(302);
  expect(await expectKeptEqualsRecount()).toEqual({ members: 2, discussions: 1, comments: 2 });

  // An account removed around the app's code takes its rows, and its figures, with it.
  await database.db.delete(user).where(eq(user.id, ann!.id));
  expect(await expectKeptEqualsRecount()).toEqual({ members: 1, discussions: 0, comments: 0 });
});

it('keeps them through many writes at once, and the dashboard shows the kept totals', async () => {
  const members = await createTestUsers(database.db, 8);
  const thread = await insertDiscussion(database.db, admin.id);
  await Promise.all(
    members.flatMap((member, i) => [
      insertComment(database.db, member.id, thread.id),
      insertDiscussion(database.db, member.id, { status: i % 2 ? 'pending' : 'approved' }),
      insertReview(database.db, member.id, {
        vendorSlug: i % 2 ? 'swiss-chems' : 'peptide-sciences',
      }),
    ]),
  );
  // One statement moving many rows to another author.
  await database.db.update(comments).set({ authorId: admin.id });
  const totals = await expectKeptEqualsRecount();
  expect(totals).toEqual({ members: 9, discussions: 9, comments: 8 });
  const dashboard = await run<{ stats: { users: number; discussions: number; comments: number } }>(
    adminLoader,
    pageGet('/admin', admin.cookie),
    createTestContext(database),
  );
  expect(dashboard.data?.stats).toEqual({ users: 9, discussions: 9, comments: 8 });
});
