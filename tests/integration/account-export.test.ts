/**
 * "Download my data": one JSON file with everything of the member (profile, reviews,
 * votes, discussions, comments, flags, notifications, sessions) and nothing of anyone else, and
 * never a session token.
 */
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../database/client';
import { flags, notifications, reviewVotes, session } from '../../database/schema';
import { loader } from '../../app/routes/profile-data';
import { flagContent } from '../../app/features/community/flags.server';
import { insertComment, insertDiscussion, insertReview } from '../support/community-fixtures';
import { createTestContext } from '../support/test-context';
import { createTestDatabase } from '../support/test-database';
import { createTestUser } from '../support/users';
import { pageGet } from './auth-test-utils';

let database: DatabaseHandle;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(() => database.close());

const download = async (cookie?: string) => {
  try {
    return (await loader({
      request: pageGet('/profile/my-data.json', cookie),
      context: createTestContext(database),
      params: {},
    } as never)) as Response;
  } catch (thrown) {
    return thrown as Response;
  }
};

describe('downloading my data', () => {
  it('holds everything of the member and nothing of another', async () => {
    const member = await createTestUser(database.db, { displayName: 'Mia Export' });
    const other = await createTestUser(database.db, { displayName: 'Otto Other' });
    const mine = await insertDiscussion(database.db, member.id, { title: 'Mine to export' });
    const theirs = await insertDiscussion(database.db, other.id, { title: 'Not mine' });
    const reply = await insertComment(database.db, other.id, mine.id, { content: 'Their reply' });
    await insertComment(database.db, member.id, theirs.id, { content: 'My comment' });
    await insertReview(database.db, member.id, { comment: 'My review' });
    const othersReview = await insertReview(database.db, other.id, { comment: 'Their review' });
    await database.db
      .insert(reviewVotes)
      .values({ reviewId: othersReview.id, userId: member.id, voteType: 'helpful' });
    await flagContent(
      database.db,
      member.id,
      { kind: 'comment', id: reply.id, reason: 'spam', note: 'my note' },
      { discussionId: mine.id },
    );
    await database.db.insert(notifications).values([
      { userId: member.id, kind: 'discussion_reply', actorId: other.id, discussionId: mine.id },
      { userId: other.id, kind: 'discussion_reply', actorId: member.id, discussionId: theirs.id },
    ]);

    const response = await download(member.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="peptidia-my-data-/,
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const text = await response.text();
    const exported = JSON.parse(text);
    expect(exported.account).toMatchObject({ email: member.email, displayName: 'Mia Export' });
    expect(exported.discussions.map((d: { title: string }) => d.title)).toEqual(['Mine to export']);
    expect(exported.comments.map((c: { content: string }) => c.content)).toEqual(['My comment']);
    expect(exported.reviews.map((r: { comment: string }) => r.comment)).toEqual(['My review']);
    expect(exported.reviewVotes).toHaveLength(1);
    expect(exported.flags.map((f: { note: string }) => f.note)).toEqual(['my note']);
    // Theirs only: the reply's notice and the one inserted above, not the other member's.
    expect(exported.notifications.length).toBeGreaterThan(0);
    for (const notice of exported.notifications) expect(notice.userId).toBe(member.id);
    expect(exported.sessions).toHaveLength(1);
    for (const absent of [other.email, 'Otto Other', 'Not mine', 'Their reply', 'Their review']) {
      expect(text).not.toContain(absent);
    }
    const [token] = await database.db
      .select({ token: session.token })
      .from(session)
      .where(eq(session.userId, member.id));
    expect(text).not.toContain(token!.token);
  });

  it('names nobody else: a voter is "a member", the moderator who resolved a flag "a moderator"', async () => {
    const member = await createTestUser(database.db);
    const voter = await createTestUser(database.db, { displayName: 'Vera Voter' });
    const moderator = await createTestUser(database.db, { isAdmin: true });
    const thread = await insertDiscussion(database.db, voter.id);
    const reply = await insertComment(database.db, voter.id, thread.id);
    const review = await insertReview(database.db, member.id, { comment: 'My review' });
    await database.db
      .insert(reviewVotes)
      .values({ reviewId: review.id, userId: voter.id, voteType: 'helpful' });
    await flagContent(
      database.db,
      member.id,
      { kind: 'comment', id: reply.id, reason: 'spam', note: null },
      { discussionId: thread.id },
    );
    await database.db
      .update(flags)
      .set({ resolvedAt: new Date(), resolution: 'dismissed', resolvedBy: moderator.id })
      .where(eq(flags.userId, member.id));

    const text = await (await download(member.cookie)).text();
    for (const absent of [voter.id, moderator.id, voter.email, moderator.email, 'Vera Voter']) {
      expect(text).not.toContain(absent);
    }
    const exported = JSON.parse(text);
    expect(exported.notifications).toEqual([
      expect.objectContaining({ kind: 'review_helpful', by: 'a member' }),
    ]);
    expect(exported.flags).toEqual([expect.objectContaining({ resolvedBy: 'a moderator' })]);
  });

  it('sends a visitor to sign in', async () => {
    const response = await download();
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/auth?redirectTo=%2Fprofile%2Fmy-data.json');
  });
});
