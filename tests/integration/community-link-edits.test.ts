/**
 * An edit of an approved post keeps it approved only when the page shows no link it did not
 * show before, compared exactly as the page renders them: a link in another case is another
 * address (short links are case-sensitive), plain text turned into a link is a new link, and an
 * address moved from a discussion's title (plain text) into its body (linked) is one too.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../database/client';
import { editComment, editDiscussion } from '../../app/features/community/own-post-edits.server';
import { editReview } from '../../app/features/reviews/review-edits.server';
import { insertComment, insertDiscussion, insertReview } from '../support/community-fixtures';
import { createTestDatabase } from '../support/test-database';
import { createTestUser, type TestUser } from '../support/users';

let database: DatabaseHandle;
let author: TestUser;
beforeEach(async () => {
  database = await createTestDatabase();
  author = await createTestUser(database.db);
});
afterEach(() => database.close());

const soon = () => new Date(Date.now() + 60_000);

async function editedDiscussion(
  before: { title: string; content: string },
  after: { title: string; content: string },
) {
  const discussion = await insertDiscussion(database.db, author.id, before);
  return editDiscussion(database.db, author.id, { id: discussion.id, ...after }, soon());
}

async function editedComment(before: string, after: string) {
  const discussion = await insertDiscussion(database.db, author.id, { content: 'Plain.' });
  const comment = await insertComment(database.db, author.id, discussion.id, { content: before });
  return editComment(
    database.db,
    author.id,
    discussion.id,
    { id: comment.id, content: after },
    soon(),
  );
}

async function editedReview(before: string, after: string) {
  const review = await insertReview(database.db, author.id, { comment: before });
  return editReview(
    database.db,
    author.id,
    'peptide-sciences',
    { id: review.id, rating: 4, comment: after },
    soon(),
  );
}

const backToReview = { ok: true, backToReview: true };
const keptApproved = { ok: true, backToReview: false };

describe('an edit that changes what a link points at goes back to review', () => {
  it.each([
    [
      'the case of a short link',
      'Deal: https://spam12.example/t',
      'Deal: https://spam12.example/T',
    ],
    [
      'plain www. text made a link',
      'Deal: www.spam11.example/deal',
      'Deal: https://www.spam11.example/deal',
    ],
  ])('%s, in a comment and a review', async (_, before, after) => {
    expect(await editedComment(before, after)).toEqual(backToReview);
    expect(await editedReview(before, after)).toEqual(backToReview);
  });

  it('the case of a short link, in a discussion', async () => {
    const title = 'Deals';
    expect(
      await editedDiscussion(
        { title, content: 'See https://spam12.example/t' },
        { title, content: 'See https://spam12.example/T' },
      ),
    ).toEqual(backToReview);
  });

  it('an address moved from the title, where it is plain text, into the linked body', async () => {
    expect(
      await editedDiscussion(
        { title: 'Deal at https://spam13.example/x', content: 'Read on.' },
        { title: 'Deal', content: 'Read on: https://spam13.example/x' },
      ),
    ).toEqual(backToReview);
  });
});

describe('an edit that shows the same links stays approved', () => {
  it('with other words around the same link, in the same case', async () => {
    expect(
      await editedComment('See https://a.example/T today', 'Now see https://a.example/T.'),
    ).toEqual(keptApproved);
    expect(await editedReview('At www.a.example/x', 'Only at www.a.example/x!')).toEqual(
      keptApproved,
    );
  });

  it('with the title reworded and the address left in it', async () => {
    expect(
      await editedDiscussion(
        { title: 'Deal at https://a.example/x', content: 'Read on.' },
        { title: 'A deal at https://a.example/x', content: 'Read on, please.' },
      ),
    ).toEqual(keptApproved);
  });
});
