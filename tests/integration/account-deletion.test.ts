/**
 * "Delete my account" (decision 0022): confirmed by the password; afterwards no
 * personal value of the member is in any table, their threads still read as by "Deleted member",
 * every count is exact, and the same e-mail and username can sign up again. The last admin
 * cannot delete their account.
 */
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../database/client';
import {
  comments,
  contactMessages,
  deletedMemberId,
  discussions,
  notifications,
  rateLimits,
  reviewVotes,
  session,
  user,
  verification,
} from '../../database/schema';
import { action } from '../../app/routes/profile';
import { flagContent } from '../../app/features/community/flags.server';
import {
  countsEqualRows,
  insertComment,
  insertDiscussion,
  insertReview,
} from '../support/community-fixtures';
import { createTestContext } from '../support/test-context';
import { createTestDatabase } from '../support/test-database';
import { createTestUser, type TestUser } from '../support/users';
import { formPost, run } from './auth-test-utils';

let database: DatabaseHandle;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(() => database.close());

const personal = {
  username: 'zed_quasar',
  displayName: 'Zed Quasarian',
  email: 'zed.quasarian@example.test',
  avatarUrl: 'https://images.example.test/zed-quasarian.png',
};
const ip = '203.0.113.77';

const deleteAccount = (member: TestUser, password = member.password) =>
  run(
    action,
    formPost('/profile', { intent: 'delete-account', password }, { cookie: member.cookie }),
    createTestContext(database),
  );

/** Rows of a raw query (both drivers answer with `rows`). */
async function rowsOf<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Every row of every table of the app, as text. */
async function everyRowAsText(): Promise<string> {
  const tables = await rowsOf<{ name: string }>(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const texts: string[] = [];
  for (const { name } of tables) {
    const rows = await rowsOf<{ row: string }>(
      sql`select row_to_json(t)::text as row from ${sql.identifier(name)} as t`,
    );
    texts.push(...rows.map((found) => `${name}: ${found.row}`));
  }
  return texts.join('\n');
}

const replyCount = async (discussionId: string) =>
  (
    await database.db
      .select({ replies: discussions.replyCount })
      .from(discussions)
      .where(eq(discussions.id, discussionId))
  )[0]?.replies;

/** The member with a post, a comment, a review, a vote, a flag, notifications and counters. */
async function activeMember() {
  const member = await createTestUser(database.db, personal);
  const other = await createTestUser(database.db);
  await database.db.update(session).set({ ipAddress: ip }).where(eq(session.userId, member.id));
  const own = await insertDiscussion(database.db, member.id, { title: 'A kept thread' });
  const reply = await insertComment(database.db, other.id, own.id, { content: 'A reply.' });
  const elsewhere = await insertDiscussion(database.db, other.id);
  const comment = await insertComment(database.db, member.id, elsewhere.id, {
    content: 'A kept comment.',
  });
  await insertReview(database.db, member.id, { vendorSlug: 'swiss-chems' });
  const othersReview = await insertReview(database.db, other.id, { vendorSlug: 'swiss-chems' });
  await database.db
    .insert(reviewVotes)
    .values({ reviewId: othersReview.id, userId: member.id, voteType: 'helpful' });
  const flagged = await flagContent(
    database.db,
    member.id,
    { kind: 'comment', id: reply.id, reason: 'spam', note: null },
    { discussionId: own.id },
  );
  expect(flagged).toBe('flagged');
  await database.db.insert(notifications).values([
    { userId: member.id, kind: 'discussion_reply', actorId: other.id, discussionId: own.id },
    { userId: other.id, kind: 'discussion_reply', actorId: member.id, discussionId: elsewhere.id },
  ]);
  await database.db.insert(rateLimits).values([
    { key: `signInFailuresPerAccount:${personal.email}`, count: 1 },
    { key: `vote:user:${member.id}`, count: 1 },
    { key: `passwordChangePerUser:${member.id}`, count: 1 },
  ]);
  await database.db.insert(contactMessages).values([
    { userId: member.id, email: personal.email, name: personal.displayName, body: 'Signed.' },
    { userId: member.id, body: 'Sent while signed in.' },
  ]);
  const expiresAt = new Date(Date.now() + 60_000);
  await database.db.insert(verification).values([
    { id: 'reset-1', identifier: 'reset-password:some-token', value: member.id, expiresAt },
    {
      id: 'change-1',
      identifier: 'change-email:some-hash',
      value: JSON.stringify({ userId: member.id, email: 'zed.next@example.test' }),
      expiresAt,
    },
  ]);
  return { member, other, own, elsewhere, comment, othersReview };
}

describe('deleting an account', () => {
  it('leaves no personal value in any table, keeps threads and counts, and frees the e-mail', async () => {
    const { member, own, elsewhere, comment, othersReview } = await activeMember();
    expect((await countsEqualRows(database.db, othersReview.id)).helpful).toBe(1);
    const before = await everyRowAsText();
    for (const value of [...Object.values(personal), ip]) expect(before).toContain(value);
    const repliesBefore = await replyCount(elsewhere.id);

    const outcome = await deleteAccount(member);
    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe('/?toast=account-deleted');

    const after = await everyRowAsText();
    for (const value of [...Object.values(personal), ip, member.id, 'zed.next@example.test']) {
      expect(after).not.toContain(value);
    }
    const [thread] = await database.db
      .select({ authorId: discussions.authorId, title: discussions.title })
      .from(discussions)
      .where(eq(discussions.id, own.id));
    expect(thread).toEqual({ authorId: deletedMemberId, title: 'A kept thread' });
    const [kept] = await database.db
      .select({ authorId: comments.authorId })
      .from(comments)
      .where(eq(comments.id, comment.id));
    expect(kept?.authorId).toBe(deletedMemberId);
    expect(await replyCount(elsewhere.id)).toBe(repliesBefore);
    // The member's helpful vote went with them, and the review's count with it.
    expect(await countsEqualRows(database.db, othersReview.id)).toMatchObject({
      helpful: 0,
      helpfulRows: 0,
      notHelpful: 0,
      notHelpfulRows: 0,
    });
    // The same e-mail and username sign up again.
    const again = await createTestUser(database.db, personal);
    expect(again.email).toBe(personal.email);
  });

  it('refuses a wrong password and deletes nothing', async () => {
    const member = await createTestUser(database.db, personal);
    const outcome = await deleteAccount(member, 'not-the-password');
    expect(outcome.status).toBe(400);
    expect(outcome.data).toMatchObject({ fieldErrors: { password: 'Password is incorrect' } });
    expect(await database.db.select().from(user).where(eq(user.id, member.id))).toHaveLength(1);
  });

  it('refuses the last admin, and lets an admin go once another admin exists', async () => {
    const admin = await createTestUser(database.db, { isAdmin: true });
    const refused = await deleteAccount(admin);
    expect(refused.status).toBe(409);
    expect(await database.db.select().from(user).where(eq(user.id, admin.id))).toHaveLength(1);
    await createTestUser(database.db, { isAdmin: true });
    expect((await deleteAccount(admin)).status).toBe(302);
    expect(await database.db.select().from(user).where(eq(user.id, admin.id))).toHaveLength(0);
  });

  it('sends a visitor to sign in', async () => {
    const outcome = await run(
      action,
      formPost('/profile', { intent: 'delete-account', password: 'x' }),
      createTestContext(database),
    );
    expect(outcome.location).toBe('/auth?redirectTo=%2Fprofile&reason=members-only');
  });
});
