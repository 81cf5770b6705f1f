/**
 * An edit that adds a link goes back to review, also when the link is hidden behind characters
 * the page removes before it turns text into links: what the check sees is what the page links.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../database/client';
import { editComment, editDiscussion } from '../../app/features/community/own-post-edits.server';
import { normalizeUserText, splitLinks } from '../../app/features/community/user-text';
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

/** Invisible characters the page removes from members' text before linking it. */
const hidden = {
  'zero-width space': '\u200B',
  'zero-width non-joiner': '\u200C',
  'zero-width joiner': '\u200D',
  'word joiner': '\u2060',
  'soft hyphen': '\u00AD',
  'zero-width no-break space': '\uFEFF',
  'right-to-left override': '\u202E',
  'left-to-right isolate': '\u2066',
};

const linkedBy = (text: string) =>
  splitLinks(normalizeUserText(text)).filter((part) => part.kind === 'link');

describe.each(Object.entries(hidden))('a link hidden by a %s', (_name, char) => {
  const text = `Cheaper at ht${char}tps://spam${char}.example/${char}buy today.`;

  it('is a live link on the page', () => {
    expect(linkedBy(text)).toEqual([{ kind: 'link', href: 'https://spam.example/buy' }]);
  });

  it('sends an edited discussion, comment or review back to review', async () => {
    const discussion = await insertDiscussion(database.db, author.id, { content: 'Plain.' });
    const comment = await insertComment(database.db, author.id, discussion.id, {
      content: 'Plain.',
    });
    const review = await insertReview(database.db, author.id, { comment: 'Plain.' });
    const now = new Date(Date.now() + 60_000);
    expect(
      await editDiscussion(
        database.db,
        author.id,
        { id: discussion.id, title: 'A title', content: text },
        now,
      ),
    ).toEqual({ ok: true, backToReview: true });
    expect(
      await editComment(
        database.db,
        author.id,
        discussion.id,
        { id: comment.id, content: text },
        now,
      ),
    ).toEqual({ ok: true, backToReview: true });
    expect(
      await editReview(
        database.db,
        author.id,
        'peptide-sciences',
        { id: review.id, rating: 4, comment: text },
        now,
      ),
    ).toEqual({ ok: true, backToReview: true });
  });
});

describe('an edit that only removes hidden characters from a link', () => {
  it('keeps the post approved: the page links the same address', async () => {
    const discussion = await insertDiscussion(database.db, author.id, {
      content: 'See ht\u200Btps://a.example/x today.',
    });
    const edited = await editDiscussion(
      database.db,
      author.id,
      { id: discussion.id, title: 'A title', content: 'See https://a.example/x today.' },
      new Date(Date.now() + 60_000),
    );
    expect(edited).toEqual({ ok: true, backToReview: false });
  });
});
