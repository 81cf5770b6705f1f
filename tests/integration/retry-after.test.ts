/**
 * Every route whose action can answer 429 passes the action's Retry-After on through its
 * `headers` export (React Router sends nothing else of an action's headers), and an answer to
 * a post on a publicly cached page is never marked public. tests/e2e/rate-limits.spec.ts sees
 * the same through the real server.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { HeadersArgs, HeadersFunction } from 'react-router';
import type { DatabaseHandle } from '../../database/client';
import * as auth from '../../app/routes/auth';
import * as discussionDetail from '../../app/routes/discussion-detail';
import * as newDiscussion from '../../app/routes/new-discussion';
import * as profile from '../../app/routes/profile';
import * as vendorDetail from '../../app/routes/vendor-detail';
import { reviewRateLimits } from '../../app/utils/rate-limit.server';
import { createTestContext } from '../support/test-context';
import { createTestDatabase } from '../support/test-database';
import { createTestUser } from '../support/users';
import { call, formPost } from './community-test-utils';

function routeHeaders(headers: HeadersFunction, actionHeaders = new Headers()): Headers {
  const args: HeadersArgs = {
    actionHeaders,
    loaderHeaders: new Headers(),
    parentHeaders: new Headers(),
    errorHeaders: undefined,
  };
  return new Headers(headers(args));
}

const limitedRoutes = { auth, discussionDetail, newDiscussion, profile, vendorDetail };

describe('route headers', () => {
  it.each(Object.entries(limitedRoutes))('%s passes the action’s Retry-After on', (_, route) => {
    const headers = routeHeaders(route.headers, new Headers({ 'Retry-After': '42' }));
    expect(headers.get('Retry-After')).toBe('42');
  });

  it('keep each page’s own Cache-Control for views', () => {
    expect(routeHeaders(vendorDetail.headers).get('Cache-Control')).toMatch(/^public, .*s-maxage/);
    expect(routeHeaders(profile.headers).get('Cache-Control')).toBe('private, no-store');
    expect(routeHeaders(auth.headers).get('Cache-Control')).toMatch(/^public, .*s-maxage/);
  });
});

describe('a vote past the limit on a vendor page', () => {
  let database: DatabaseHandle;
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(() => database.close());

  it('answers 429 whose headers reach the response: Retry-After, and private', async () => {
    const member = await createTestUser(database.db);
    const context = createTestContext(database);
    const vote = () =>
      call(
        vendorDetail.action,
        formPost(
          '/vendors/omegamino',
          { intent: 'vote', reviewId: crypto.randomUUID(), voteType: 'helpful' },
          { cookie: member.cookie },
        ),
        context,
        { vendorSlug: 'omegamino' },
      );
    const answers = [];
    for (let i = 0; i <= reviewRateLimits.vote.limit; i++) answers.push(await vote());
    expect(answers.at(-2)?.status).toBe(404); // no such review, but the vote counted
    const limited = answers.at(-1)!;
    expect(limited.status).toBe(429);
    expect(answers[0]!.headers.get('Cache-Control')).toBe('private, no-store');
    const sent = routeHeaders(vendorDetail.headers, limited.headers);
    expect(Number(sent.get('Retry-After'))).toBeGreaterThan(0);
    expect(sent.get('Cache-Control')).toBe('private, no-store');
  });
});
