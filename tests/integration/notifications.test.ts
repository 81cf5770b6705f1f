/**
 * Notifications: replies and helpful votes are told by the database to the right
 * member only, never for their own actions; moderators' decisions come with their reason; the
 * header's count comes with the session; a member reads and marks only their own.
 */
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#database/client';
import { comments, notifications, reviewVotes } from '#database/schema';
import { moderate } from '~/features/admin/moderation.server';
import { getOptionalUser } from '~/features/auth/session.server';
import { action, loader } from '~/routes/notifications';
import { formPost, pageGet, run } from './auth-test-utils';
import { insertComment, insertDiscussion, insertReview } from '../support/community-fixtures';
import { createTestContext } from '../support/test-context';
import { createTestDatabase } from '../support/test-database';
import { createTestUser, type TestUser } from '../support/users';

let database: DatabaseHandle;
let ada: TestUser;
let bob: TestUser;
let cy: TestUser;
beforeEach(async () => {
  database = await createTestDatabase();
  ada = await createTestUser(database.db, { username: 'ada', displayName: 'Ada' });
  bob = await createTestUser(database.db, { username: 'bob', displayName: 'Bob' });
  cy = await createTestUser(database.db, { username: 'cy', displayName: null });
});
afterEach(() => database.close());

const noticesOf = (userId: string) =>
  database.db.select().from(notifications).where(eq(notifications.userId, userId));

type Listed = { items: { id: string; text: string; reason: string | null; read: boolean }[] };
const listFor = async (member: TestUser) =>
  (await run<Listed>(loader, pageGet('/notifications', member.cookie), createTestContext(database)))
    .data!.items;

describe('replies', () => {
  it('tell the discussion author and the answered comment author once each, never the replier', async () => {
    const discussion = await insertDiscussion(database.db, ada.id, { title: 'BPC dosing' });
    const top = await insertComment(database.db, bob.id, discussion.id);
    expect(await noticesOf(ada.id)).toMatchObject([{ kind: 'discussion_reply', actorId: bob.id }]);

    await insertComment(database.db, cy.id, discussion.id, { parentCommentId: top.id });
    expect((await noticesOf(bob.id)).map((n) => n.kind)).toEqual(['comment_reply']);
    expect(await noticesOf(ada.id)).toHaveLength(2);

    // Ada answering in her own thread tells Bob (his comment) but not herself.
    await insertComment(database.db, ada.id, discussion.id, { parentCommentId: top.id });
    expect(await noticesOf(ada.id)).toHaveLength(2);
    expect(await noticesOf(bob.id)).toHaveLength(2);
    expect(await noticesOf(cy.id)).toHaveLength(0);

    expect((await listFor(ada)).map((item) => item.text)).toEqual([
      'cy replied to your discussion “BPC dosing”.',
      'Bob replied to your discussion “BPC dosing”.',
    ]);
  });

  it('a pending comment tells nobody until it is approved', async () => {
    const discussion = await insertDiscussion(database.db, ada.id);
    const pending = await insertComment(database.db, bob.id, discussion.id, { status: 'pending' });
    expect(await noticesOf(ada.id)).toHaveLength(0);
    await database.db
      .update(comments)
      .set({ status: 'approved' })
      .where(eq(comments.id, pending.id));
    expect(await noticesOf(ada.id)).toHaveLength(1);
  });
});

describe('helpful votes', () => {
  it('tell the reviewer once per voter, however often the vote changes', async () => {
    const review = await insertReview(database.db, ada.id);
    await database.db
      .insert(reviewVotes)
      .values({ reviewId: review.id, userId: bob.id, voteType: 'helpful' });
    await database.db
      .update(reviewVotes)
      .set({ voteType: 'not_helpful' })
      .where(eq(reviewVotes.userId, bob.id));
    await database.db
      .update(reviewVotes)
      .set({ voteType: 'helpful' })
      .where(eq(reviewVotes.userId, bob.id));
    await database.db
      .insert(reviewVotes)
      .values({ reviewId: review.id, userId: cy.id, voteType: 'not_helpful' });
    expect((await noticesOf(ada.id)).map((n) => n.kind)).toEqual(['review_helpful']);
    expect((await listFor(ada))[0]!.text).toBe(
      'A member marked your review of Peptide Sciences as helpful.',
    );
  });
});

describe('moderation decisions', () => {
  it('tell the author, with the reason', async () => {
    const admin = await createTestUser(database.db, { username: 'mod', isAdmin: true });
    const discussion = await insertDiscussion(database.db, ada.id, {
      status: 'pending',
      title: 'Hi',
    });
    const input = {
      kind: 'discussion',
      id: discussion.id,
      decision: 'reject',
      reason: 'Off topic',
    } as const;
    expect(await moderate(database.db, input, admin.id)).toBe(true);
    expect(await listFor(ada)).toMatchObject([
      { text: 'Your discussion “Hi” was not approved.', reason: 'Off topic', read: false },
    ]);
    expect(await noticesOf(admin.id)).toHaveLength(0);
  });
});

describe('reading', () => {
  it('counts unread with the session, opens only the member’s own, marks all read', async () => {
    const discussion = await insertDiscussion(database.db, ada.id);
    const comment = await insertComment(database.db, bob.id, discussion.id);
    const context = () => createTestContext(database);
    expect((await getOptionalUser(pageGet('/', ada.cookie), context()))!.unread).toBe('1');
    expect((await getOptionalUser(pageGet('/', bob.cookie), context()))!.unread).toBeNull();

    const [notice] = await noticesOf(ada.id);
    const stranger = await run(
      action,
      formPost('/notifications', { intent: 'open', id: notice!.id }, { cookie: bob.cookie }),
      context(),
    );
    expect(stranger.status).toBe(404);
    expect((await noticesOf(ada.id))[0]!.readAt).toBeNull();

    const opened = await run(
      action,
      formPost('/notifications', { intent: 'open', id: notice!.id }, { cookie: ada.cookie }),
      context(),
    );
    expect(opened.location).toBe(
      `/community/discussion/${discussion.id}?comment=${comment.id}#comment-${comment.id}`,
    );
    expect((await getOptionalUser(pageGet('/', ada.cookie), context()))!.unread).toBeNull();

    await insertComment(database.db, cy.id, discussion.id);
    await insertComment(database.db, bob.id, discussion.id);
    await run(
      action,
      formPost('/notifications', { intent: 'read-all' }, { cookie: ada.cookie }),
      context(),
    );
    expect((await listFor(ada)).every((item) => item.read)).toBe(true);
  });

  it('sends a visitor to sign in', async () => {
    const outcome = await run(loader, pageGet('/notifications'), createTestContext(database));
    expect(outcome.location).toBe('/auth?redirectTo=%2Fnotifications');
  });
});
