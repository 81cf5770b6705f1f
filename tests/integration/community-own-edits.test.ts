/**
 * Own edits and removals (decision 0014): only the author, edits within 30 minutes
 * (the clock injected), a new link sends approved content back to pending, and a removal blanks
 * the text but keeps the thread, with the reply count right and the text gone from search.
 */
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../database/client';
import { comments, discussions, vendorReviews } from '../../database/schema';
import { action as detailAction, loader as detailLoader } from '../../app/routes/discussion-detail';
import { action as vendorAction } from '../../app/routes/vendor-detail';
import { editComment, editDiscussion } from '../../app/features/community/own-post-edits.server';
import { editReview } from '../../app/features/reviews/review-edits.server';
import { searchCommunity } from '../../app/features/site-search/community-search.server';
import { insertComment, insertDiscussion, insertReview } from '../support/community-fixtures';
import { createTestContext } from '../support/test-context';
import { createTestDatabase } from '../support/test-database';
import { createTestUser, viewerOf, type TestUser } from '../support/users';
import {
  call,
  formPost,
  pageGet,
  threadsOf,
  type DiscussionPageData,
} from './community-test-utils';

let database: DatabaseHandle;
let author: TestUser;
let other: TestUser;

beforeEach(async () => {
  database = await createTestDatabase();
  author = await createTestUser(database.db);
  other = await createTestUser(database.db);
});
afterEach(() => database.close());

const context = () => createTestContext(database);
type Answer = { ok: boolean; message: string };
const post = (discussionId: string, fields: Record<string, string>, cookie: string) =>
  call<Answer>(
    detailAction,
    formPost(`/community/discussion/${discussionId}`, fields, { cookie }),
    context(),
    { id: discussionId },
  );
const words = (word: string) => ({ text: word, words: [word], phrases: [] });
const minutesAfter = (date: Date, minutes: number) => new Date(date.getTime() + minutes * 60_000);

describe('editing own posts', () => {
  it('lets the author edit for 30 minutes, then refuses with a clear message', async () => {
    const discussion = await insertDiscussion(database.db, author.id);
    const comment = await insertComment(database.db, author.id, discussion.id);
    const at = (minutes: number) => minutesAfter(comment.createdAt, minutes);
    const edit = (content: string, minutes: number) =>
      editComment(database.db, author.id, discussion.id, { id: comment.id, content }, at(minutes));
    expect(await edit('Fixed a typo.', 29)).toEqual({ ok: true, backToReview: false });
    expect(await edit('Too late.', 31)).toEqual({ ok: false, reason: 'too-late' });
    const late = await editDiscussion(
      database.db,
      author.id,
      { id: discussion.id, title: 'New', content: 'New' },
      minutesAfter(discussion.createdAt, 30),
    );
    expect(late).toEqual({ ok: false, reason: 'too-late' });
    await database.db
      .update(comments)
      .set({ createdAt: minutesAfter(new Date(), -31) })
      .where(eq(comments.id, comment.id));
    const through = await post(
      discussion.id,
      { intent: 'edit-comment', id: comment.id, content: 'Late' },
      author.cookie,
    );
    expect(through.status).toBe(403);
    expect(through.data?.message).toBe(
      'This can no longer be edited (edits are allowed for 30 minutes after posting).',
    );
    const [row] = await database.db.select().from(comments).where(eq(comments.id, comment.id));
    expect(row).toMatchObject({ content: 'Fixed a typo.', status: 'approved' });
    expect(row?.editedAt).not.toBeNull();
  });

  it('never lets anyone edit or remove someone else’s post', async () => {
    const discussion = await insertDiscussion(database.db, author.id, { content: 'Mine.' });
    const comment = await insertComment(database.db, author.id, discussion.id, {
      content: 'Mine too.',
    });
    const attempts: Record<string, string>[] = [
      { intent: 'edit-discussion', id: discussion.id, title: 'Taken', content: 'Over' },
      { intent: 'edit-comment', id: comment.id, content: 'Over' },
      { intent: 'remove-discussion', id: discussion.id },
      { intent: 'remove-comment', id: comment.id },
    ];
    for (const fields of attempts) {
      const outcome = await post(discussion.id, fields, other.cookie);
      expect(outcome.status).toBe(403);
      expect(outcome.data?.message).toBe('You can only change your own posts.');
    }
    const review = await insertReview(database.db, author.id);
    const onVendor = await call<Answer>(
      vendorAction,
      formPost(
        '/vendors/peptide-sciences',
        { intent: 'delete-review', id: review.id },
        { cookie: other.cookie },
      ),
      context(),
      { vendorSlug: 'peptide-sciences' },
    );
    expect(onVendor.status).toBe(403);
    const [kept] = await database.db
      .select()
      .from(discussions)
      .where(eq(discussions.id, discussion.id));
    expect(kept).toMatchObject({ content: 'Mine.', deletedAt: null, editedAt: null });
    expect(await database.db.select().from(vendorReviews)).toHaveLength(1);
  });

  it('sends approved content back to pending when an edit adds a link, and says so', async () => {
    const discussion = await insertDiscussion(database.db, author.id, {
      content: 'See https://a.example.',
    });
    const comment = await insertComment(database.db, author.id, discussion.id, {
      content: 'Plain.',
    });
    const sameLink = await post(
      discussion.id,
      {
        intent: 'edit-discussion',
        id: discussion.id,
        title: 'Same',
        content: 'Still https://a.example',
      },
      author.cookie,
    );
    expect(sameLink.data).toMatchObject({ ok: true, message: 'Your changes are saved.' });
    const linked = await post(
      discussion.id,
      { intent: 'edit-comment', id: comment.id, content: 'Buy at www.shop.example' },
      author.cookie,
    );
    expect(linked.data?.message).toMatch(/a moderator will review the post/);
    const [row] = await database.db.select().from(comments).where(eq(comments.id, comment.id));
    expect(row?.status).toBe('pending');
    const review = await insertReview(database.db, author.id, { comment: 'Fine.' });
    const edited = await editReview(database.db, author.id, 'peptide-sciences', {
      id: review.id,
      rating: 5,
      comment: 'Fine. http://b.example',
    });
    expect(edited).toEqual({ ok: true, backToReview: true });
  });
});

describe('removing own posts', () => {
  it('blanks the text, keeps the thread and replies, keeps reply counts right, leaves search', async () => {
    const discussion = await insertDiscussion(database.db, author.id, { title: 'Zanzibar thread' });
    const top = await insertComment(database.db, author.id, discussion.id, {
      content: 'Quixotic words',
    });
    await insertComment(database.db, other.id, discussion.id, {
      parentCommentId: top.id,
      content: 'A reply',
    });
    const viewer = viewerOf(other);
    const found = await searchCommunity(database.db, words('quixotic'), viewer, 10);
    expect(found.comments).toHaveLength(1);

    const removed = await post(
      discussion.id,
      { intent: 'remove-comment', id: top.id },
      author.cookie,
    );
    expect(removed.data?.ok).toBe(true);
    const [row] = await database.db.select().from(comments).where(eq(comments.id, top.id));
    expect(row).toMatchObject({ content: '' });
    expect(row?.deletedAt).not.toBeNull();
    const [counted] = await database.db
      .select({ replies: discussions.replyCount })
      .from(discussions)
      .where(eq(discussions.id, discussion.id));
    expect(counted?.replies).toBe(1);
    const after = await searchCommunity(database.db, words('quixotic'), viewer, 10);
    expect(after.comments).toEqual([]);

    await post(discussion.id, { intent: 'remove-discussion', id: discussion.id }, author.cookie);
    const page = await call<DiscussionPageData>(
      detailLoader,
      pageGet(`/community/discussion/${discussion.id}`, other.cookie),
      context(),
      { id: discussion.id },
    );
    expect(page.data?.discussion).toMatchObject({ title: '', post: { removed: true } });
    expect(threadsOf(page)[0]?.post.removed).toBe(true);
    expect(threadsOf(page)[0]?.replies[0]?.content).toBe('A reply');
    const titles = await searchCommunity(database.db, words('zanzibar'), viewer, 10);
    expect(titles.discussions).toEqual([]);
  });
});
