/**
 * A visitor's member-only post (sent before the app started, or without JavaScript) lands on
 * the sign-in page with the reason, shown in the spec's words: 'Please log in'.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../database/client';
import AuthPage, { loader as authLoader } from '../../app/routes/auth';
import { action as detailAction } from '../../app/routes/discussion-detail';
import { action as vendorAction } from '../../app/routes/vendor-detail';
import { insertDiscussion, insertReview } from '../support/community-fixtures';
import { renderPage } from '../support/render-page';
import { createTestContext } from '../support/test-context';
import type { TestUser } from '../support/users';
import { call, formPost, memberAndAdmin, pageGet } from './community-test-utils';

let database: DatabaseHandle;
let member: TestUser;
let admin: TestUser;
beforeEach(async () => ({ database, member, admin } = await memberAndAdmin()));
afterEach(() => database.close());

const context = () => createTestContext(database);
const vendor = 'peptide-sciences';

/** The sign-in page a redirect leads to, as text. */
async function signInPageAt(location: string) {
  const { data } = await call(authLoader, pageGet(location), context());
  const html = await renderPage(AuthPage, data);
  return html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

describe('a visitor sent to sign in by a member-only post', () => {
  it('a vote: "Please log in" with the spec\'s vote text, and back to the vendor after', async () => {
    const review = await insertReview(database.db, member.id, {
      vendorSlug: vendor,
      status: 'approved',
    });
    const vote = { intent: 'vote', reviewId: review.id, voteType: 'helpful' };
    const posted = await call(vendorAction, formPost(`/vendors/${vendor}`, vote), context(), {
      vendorSlug: vendor,
    });
    expect(posted.status).toBe(302);
    const page = await signInPageAt(posted.location!);
    expect(page).toContain('Please log in');
    expect(page).toContain('You need to be logged in to vote on reviews.');
    expect(new URL(posted.location!, 'http://x').searchParams.get('redirectTo')).toBe(
      `/vendors/${vendor}`,
    );
  });

  it('a comment or any other member-only post: "Please log in" too', async () => {
    const discussion = await insertDiscussion(database.db, admin.id);
    const path = `/community/discussion/${discussion.id}`;
    const posted = await call(
      detailAction,
      formPost(path, { intent: 'comment', content: 'Hello' }),
      context(),
      { id: discussion.id },
    );
    const page = await signInPageAt(posted.location!);
    expect(page).toContain('Please log in');
    expect(page).toContain('You need to be logged in to do that.');
  });

  it('shows only listed reasons: text put in the URL is never shown', async () => {
    const forged = await signInPageAt('/auth?reason=Your+account+is+locked.+Call+us');
    expect(forged).not.toContain('Please log in');
    expect(forged).not.toContain('locked');
    const inherited = await signInPageAt('/auth?reason=constructor');
    expect(inherited).not.toContain('Please log in');
    // A plain visit to the sign-in page says nothing of the kind either.
    expect(await signInPageAt('/auth')).not.toContain('Please log in');
  });
});
