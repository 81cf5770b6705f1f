/**
 * Every validation of the community forms: 400, field errors, nothing written. The per-member
 * rate limits: community-limits.test.ts; the admin decisions: community-admin.test.ts.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../database/client';
import { comments, discussions, vendorReviews } from '../../database/schema';
import { action as detailAction } from '../../app/routes/discussion-detail';
import { action as newDiscussionAction } from '../../app/routes/new-discussion';
import { action as vendorAction } from '../../app/routes/vendor-detail';
import { insertDiscussion } from '../support/community-fixtures';
import { createTestContext } from '../support/test-context';
import { createTestDatabase } from '../support/test-database';
import { createTestUser, type TestUser } from '../support/users';
import { call, formPost } from './community-test-utils';

let database: DatabaseHandle;
let member: TestUser;

beforeEach(async () => {
  database = await createTestDatabase();
  member = await createTestUser(database.db);
});
afterEach(() => database.close());

const context = () => createTestContext(database);

describe('new discussion validation', () => {
  const post = (fields: Record<string, string>) =>
    call<{ fieldErrors?: Record<string, string>; values?: Record<string, string> }>(
      newDiscussionAction,
      formPost('/community/new-discussion', fields, { cookie: member.cookie }),
      context(),
    );

  it.each([
    ['a blank title', { title: '   ', content: 'Body' }, 'title', 'Please enter a title.'],
    [
      'a 201-character title',
      { title: 'x'.repeat(201), content: 'Body' },
      'title',
      'Please keep the title under 200 characters.',
    ],
    [
      'blank content',
      { title: 'Title', content: ' \n ' },
      'content',
      'Please write the content of your discussion.',
    ],
    [
      'a category that is not an id',
      { title: 'Title', content: 'Body', categoryId: 'general' },
      'categoryId',
      'Please choose a category from the list.',
    ],
    [
      'an unknown category id',
      { title: 'Title', content: 'Body', categoryId: crypto.randomUUID() },
      'categoryId',
      'Please choose a category from the list.',
    ],
  ])('refuses %s with a field error and writes nothing', async (_label, fields, field, message) => {
    const result = await post(fields);
    expect(result.status).toBe(400);
    expect(result.data?.fieldErrors?.[field]).toBe(message);
    expect(result.data?.values?.title).toBe(fields.title);
    expect(await database.db.select().from(discussions)).toHaveLength(0);
  });

  it('accepts 200 characters, trims both fields and treats an empty category as none', async () => {
    const result = await post({
      title: `  ${'t'.repeat(200)}  `,
      content: '  Body  ',
      categoryId: '',
    });
    expect(result.status).toBe(302);
    const [row] = await database.db.select().from(discussions);
    expect(row).toMatchObject({ title: 't'.repeat(200), content: 'Body', categoryId: null });
  });
});

describe('comment and review validation', () => {
  it('refuses a blank or over-long comment, accepts a normal one', async () => {
    const discussion = await insertDiscussion(database.db, member.id);
    const post = (content: string) =>
      call<{ ok: boolean; message?: string }>(
        detailAction,
        formPost(
          `/community/discussion/${discussion.id}`,
          { intent: 'comment', content },
          { cookie: member.cookie },
        ),
        context(),
        { id: discussion.id },
      );
    const blank = await post('   ');
    expect(blank.status).toBe(400);
    expect(blank.data).toMatchObject({
      intent: 'comment',
      ok: false,
      isReply: false,
      message: 'Please write a comment first.',
    });
    expect((await post('x'.repeat(5001))).status).toBe(400);
    expect(await database.db.select().from(comments)).toHaveLength(0);
    expect((await post('  Thanks  ')).status).toBe(200);
    expect((await database.db.select().from(comments))[0]?.content).toBe('Thanks');
  });

  it('refuses a review without a rating or with a comment over 500 characters', async () => {
    const post = (fields: Record<string, string>) =>
      call<{ fieldErrors?: Record<string, string> }>(
        vendorAction,
        formPost(
          '/vendors/peptide-sciences',
          { intent: 'review', ...fields },
          { cookie: member.cookie },
        ),
        context(),
        { vendorSlug: 'peptide-sciences' },
      );
    const noRating = await post({ comment: 'Nice' });
    expect(noRating.status).toBe(400);
    expect(noRating.data?.fieldErrors?.rating).toBe(
      'Please select a star rating before submitting.',
    );
    const tooLong = await post({ rating: '4', comment: 'x'.repeat(501) });
    expect(tooLong.data?.fieldErrors?.comment).toBe(
      'Please keep your comment under 500 characters.',
    );
    expect(await database.db.select().from(vendorReviews)).toHaveLength(0);
    expect((await post({ rating: '4', comment: '   ' })).status).toBe(200);
    expect((await database.db.select().from(vendorReviews))[0]?.comment).toBeNull();
  });
});
