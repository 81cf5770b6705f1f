/**
 * A page kept for members as 'shared' is rendered once for every member of a shape, with a
 * stand-in whose texts are placeholders (context.pageFor, as the host sets it). A loader that
 * reads the member's id there would show every member nothing of their own, silently: the read
 * fails the request in tests and development, names the declaration to change, and in production
 * is logged once while the page is served as before.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppLoadContext } from 'react-router';
import type { DatabaseHandle } from '#database/client';
import { getOptionalUser, type SessionUser } from '~/features/auth/session.server';
import { vendorReviewsLoader } from '~/features/reviews/review-actions.server';
import { loader as rootLoader } from '~/root';
import { loader as discussionLoader } from '~/routes/discussion-detail';
import { loader as vendorLoader } from '~/routes/vendor-detail';
import { loadEnv } from '~/utils/env.server';
import { insertDiscussion, insertReview } from '../support/community-fixtures';
import { createTestContext, testEnv } from '../support/test-context';
import { createTestDatabase } from '../support/test-database';
import { createTestUser, type TestUser } from '../support/users';
import { pageGet } from './auth-test-utils';

/** Production on PostgreSQL (CI's second pass sets DATABASE_URL) needs a secret of its own. */
const productionSecret = { AUTH_SECRET: 'production-test-secret-0123456789abcdef' };

let database: DatabaseHandle;
let ada: TestUser;
let viewer: SessionUser;
const vendor = 'peptide-sciences';

beforeEach(async () => {
  database = await createTestDatabase();
  ada = await createTestUser(database.db, { username: 'ada' });
  viewer = (await getOptionalUser(pageGet('/', ada.cookie), createTestContext(database)))!;
});
afterEach(() => {
  vi.restoreAllMocks();
  return database.close();
});

/** The context the host makes when it renders a page for its cache on the member's behalf. */
const renderedFor = (shared: boolean, env = testEnv) =>
  createTestContext(database, { pageFor: { viewer, shared }, env });

/** A newcomer's loader: "has this member written about this vendor?", by the member's id. */
async function wroteAboutVendorLoader(request: Request, context: AppLoadContext) {
  const user = await getOptionalUser(request, context);
  const reviews = await vendorReviewsLoader(request, context, vendor);
  return { mine: user !== null && reviews.reviews.some((review) => review.mine), id: user?.id };
}

describe("a shared page's loader reading the member", () => {
  it('fails with a message naming the path, the reader and the declaration to change', async () => {
    await insertReview(database.db, ada.id, { comment: 'Mine' });
    const request = pageGet(`/vendors/${vendor}`, ada.cookie);
    const failed = vendorReviewsLoader(request, renderedFor(true), vendor);
    await expect(failed).rejects.toThrow(
      `/vendors/${vendor} is kept for members as 'shared' (one rendering for every member of a shape)`,
    );
    await expect(failed).rejects.toThrow(
      /; app\/features\/reviews\/review-actions\.server\.ts:\d+:\d+ read the member's id/,
    );
    await expect(failed).rejects.toThrow("Declare members: 'own' in the publicPageCache(…)");
  });

  it("names the route module when the route's own loader reads it", async () => {
    const request = pageGet(`/vendors/${vendor}`, ada.cookie);
    const params = { vendorSlug: vendor };
    const failed = vendorLoader({ request, params, context: renderedFor(true) } as never);
    await expect(failed).rejects.toThrow('of app/routes/vendor-detail.tsx');
  });

  it("fails for every text of the member a newcomer's loader reads, not only the id", async () => {
    const request = pageGet('/peptide/bpc-157', ada.cookie);
    const context = renderedFor(true);
    const user = (await getOptionalUser(request, context))!;
    for (const read of [() => user.email, () => user.username, () => user.name]) {
      expect(read).toThrow(/\/peptide\/bpc-157 is kept for members as 'shared'/);
    }
    expect(user.isAdmin).toBe(false); // the role is the shape's, the same for every member of it
    await expect(wroteAboutVendorLoader(request, context)).rejects.toThrow("member's id");
  });

  it("works when the route declares members: 'own' (rendered for the member alone)", async () => {
    await insertReview(database.db, ada.id, { comment: 'Mine' });
    const request = pageGet(`/vendors/${vendor}`, ada.cookie);
    const page = await wroteAboutVendorLoader(request, renderedFor(false));
    expect(page).toEqual({ mine: true, id: ada.id });
  });

  it('in production, serves the page as before and logs once, without the member', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const env = loadEnv({
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: '.tmp/test-data',
      ...productionSecret,
    });
    const request = pageGet(`/vendors/${vendor}`, ada.cookie);
    for (let i = 0; i < 3; i++) {
      const page = await wroteAboutVendorLoader(request, renderedFor(true, env));
      expect(page.mine).toBe(false);
      expect(page.id).not.toBe(ada.id); // a placeholder, as before
    }
    const lines = log.mock.calls.map((call) => String(call[0]));
    expect(lines.filter((line) => line.includes("read the member's id"))).toHaveLength(2);
    for (const text of [ada.id, ada.email, ada.username, ada.cookie]) {
      expect(lines.join('\n')).not.toContain(text);
    }
  });
});

describe('what may read the stand-in on a shared page', () => {
  it("the root loader gives the header the member's texts as placeholders", async () => {
    const request = pageGet('/community', ada.cookie);
    const data = await rootLoader({ request, context: renderedFor(true) } as never);
    const user = data.user!;
    expect(JSON.parse(JSON.stringify(user))).toMatchObject({ isAdmin: false });
    expect(user.id).toMatch(/^vt[0-9a-f]+_id_$/);
    expect(user.name).toMatch(/_name_$/);
  });

  it('a discussion shows the member no post of theirs as theirs (ownRowsId)', async () => {
    const discussion = await insertDiscussion(database.db, ada.id, { title: 'Shared view' });
    const request = pageGet(`/community/discussion/${discussion.id}`, ada.cookie);
    const args = { request, params: { id: discussion.id }, context: renderedFor(true) };
    const data = await discussionLoader(args as never);
    expect(data.discussion.post.mine).toBe(false);
    const own = await discussionLoader({ ...args, context: renderedFor(false) } as never);
    expect(own.discussion.post.mine).toBe(true);
  });
});
