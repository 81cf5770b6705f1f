/**
 * Who gets the forum rendered for them alone (decision 0015): a member with a post awaiting
 * approval, hidden, or still in its 30-minute edit window; everyone else shares the page. My
 * posts lists every post with its status and removes older ones through the thread's action.
 */
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#database/client';
import { comments } from '#database/schema';
import { getOptionalUser } from '~/features/auth/session.server';
import { viewerShape } from '~/features/auth/viewer-stand-in.server';
import { action as detailAction } from '~/routes/discussion-detail';
import { loader as myPostsLoader } from '~/routes/my-posts';
import { formPost, pageGet, run } from './auth-test-utils';
import { insertComment, insertDiscussion } from '../support/community-fixtures';
import { createTestContext } from '../support/test-context';
import { createTestDatabase } from '../support/test-database';
import { createTestUser, type TestUser } from '../support/users';

let database: DatabaseHandle;
let ada: TestUser;
beforeEach(async () => {
  database = await createTestDatabase();
  ada = await createTestUser(database.db, { username: 'ada' });
});
afterEach(() => database.close());

const context = () => createTestContext(database);
const viewer = async () => (await getOptionalUser(pageGet('/', ada.cookie), context()))!;
const age = (id: string, minutes: number) =>
  database.db
    .update(comments)
    .set({ createdAt: sql`now() - make_interval(mins => ${minutes})` })
    .where(eq(comments.id, id));

describe('the shared forum', () => {
  it('is rendered alone for a member within their edit window, shared after it', async () => {
    const other = await createTestUser(database.db, { username: 'bob' });
    const discussion = await insertDiscussion(database.db, other.id);
    expect(viewerShape(await viewer())).not.toBeNull();
    const comment = await insertComment(database.db, ada.id, discussion.id);
    expect(viewerShape(await viewer())).toBeNull();
    await age(comment.id, 31);
    expect(viewerShape(await viewer())).not.toBeNull();
  });

  it('My posts removes an older comment through the thread, the author only', async () => {
    const discussion = await insertDiscussion(database.db, ada.id, { title: 'Mine' });
    const comment = await insertComment(database.db, ada.id, discussion.id, { content: 'Old' });
    await age(comment.id, 120);
    const path = `/community/discussion/${discussion.id}`;
    const fields = { intent: 'remove-comment', id: comment.id };
    const bob = await createTestUser(database.db, { username: 'bob' });
    const refused = await run(
      detailAction,
      formPost(path, fields, { cookie: bob.cookie }),
      context(),
      {
        id: discussion.id,
      },
    );
    expect(refused.status).toBe(403);
    await run(detailAction, formPost(path, fields, { cookie: ada.cookie }), context(), {
      id: discussion.id,
    });
    const mine = await run<{ posts: { comments: { removed: boolean; excerpt: string }[] } }>(
      myPostsLoader,
      pageGet('/community/my-posts', ada.cookie),
      context(),
    );
    expect(mine.data?.posts.comments).toMatchObject([{ removed: true, excerpt: '' }]);
  });
});
