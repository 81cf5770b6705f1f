/**
 * The community's per-member rate limits (429 with Retry-After) and the discussions list's URL
 * parameters, which never fail a page.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../database/client';
import { discussions } from '../../database/schema';
import { action as detailAction } from '../../app/routes/discussion-detail';
import { loader as listLoader } from '../../app/routes/discussions';
import { action as newDiscussionAction } from '../../app/routes/new-discussion';
import { action as vendorAction } from '../../app/routes/vendor-detail';
import { vendorSlugs } from '../../app/data/vendor-slugs';
import { communityRateLimits, reviewRateLimits } from '../../app/utils/rate-limit.server';
import { insertDiscussion, insertReview } from '../support/community-fixtures';
import { createTestContext } from '../support/test-context';
import { createTestDatabase } from '../support/test-database';
import { createTestUser, type TestUser } from '../support/users';
import { call, formPost, pageGet } from './community-test-utils';

let database: DatabaseHandle;
let member: TestUser;

beforeEach(async () => {
  database = await createTestDatabase();
  member = await createTestUser(database.db);
});
afterEach(() => database.close());

const context = () => createTestContext(database);

describe('per-member rate limits', () => {
  async function expectLimited(
    send: () => Promise<{ status: number; headers: Headers; data?: unknown }>,
    limit: number,
  ) {
    for (let i = 0; i < limit; i++) expect((await send()).status).toBeLessThan(400);
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.data).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^Too many attempts\. Please wait \d+ minutes? and try/),
    });
  }

  it('limits new discussions', async () => {
    let n = 0;
    await expectLimited(
      () =>
        call(
          newDiscussionAction,
          formPost(
            '/community/new-discussion',
            { title: `T${n++}`, content: 'C' },
            { cookie: member.cookie },
          ),
          context(),
        ),
      communityRateLimits.discussion.limit,
    );
    expect(await database.db.select().from(discussions)).toHaveLength(
      communityRateLimits.discussion.limit,
    );
  });

  it('limits comments', async () => {
    const discussion = await insertDiscussion(database.db, member.id);
    await expectLimited(
      () =>
        call(
          detailAction,
          formPost(
            `/community/discussion/${discussion.id}`,
            { intent: 'comment', content: 'Hi' },
            { cookie: member.cookie },
          ),
          context(),
          { id: discussion.id },
        ),
      communityRateLimits.comment.limit,
    );
  });

  it('limits votes and reviews', async () => {
    const other = await createTestUser(database.db);
    const review = await insertReview(database.db, other.id);
    await expectLimited(
      () =>
        call(
          vendorAction,
          formPost(
            '/vendors/peptide-sciences',
            { intent: 'vote', reviewId: review.id, voteType: 'helpful' },
            { cookie: member.cookie },
          ),
          context(),
          { vendorSlug: 'peptide-sciences' },
        ),
      reviewRateLimits.vote.limit,
    );
    let i = 0;
    await expectLimited(() => {
      const slug = vendorSlugs[i++]!;
      return call(
        vendorAction,
        formPost(`/vendors/${slug}`, { intent: 'review', rating: '3' }, { cookie: member.cookie }),
        context(),
        { vendorSlug: slug },
      );
    }, reviewRateLimits.review.limit);
  });
});

describe('discussions list parameters', () => {
  it('falls back gracefully on any malformed page or category value', async () => {
    await insertDiscussion(database.db, member.id, { categorySlug: 'safety' });
    const searches = [
      '?page=abc',
      '?page=-3',
      '?page=0',
      '?category=unknown',
      '?category=%3Cscript%3E',
      '?page=1&category=safety',
    ];
    for (const search of searches) {
      const result = await call<{ discussions: unknown[] }>(
        listLoader,
        pageGet(`/community/discussions${search}`, member.cookie),
        context(),
      );
      expect(result.status, search).toBe(200);
      expect(result.data?.discussions, search).toHaveLength(1);
    }
  });
});
