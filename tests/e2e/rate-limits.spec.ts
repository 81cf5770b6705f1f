/**
 * Every 429 carries Retry-After as an HTTP client receives it. React Router passes
 * an action's headers on only through the route's `headers` export, which a test calling the
 * action directly cannot see, so these go through the real server: a document post and a
 * fetcher's `.data` post. The e2e server multiplies the accounts limits by 20
 * (RATE_LIMIT_SCALE), so the limits tripped here are ones a few dozen requests reach.
 */
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { newUser, signIn, signUp } from './auth-helpers';
import { expect, test } from './fixtures';

/** Posts until the answer is 429 (at most `bound` times); returns it and the earlier statuses. */
async function postUntilLimited(post: () => Promise<APIResponse>, bound: number) {
  const before: number[] = [];
  for (let i = 0; i < bound; i++) {
    const response = await post();
    if (response.status() === 429) return { response, before };
    before.push(response.status());
  }
  throw new Error(`no 429 after ${bound} posts (statuses: ${[...new Set(before)].join(', ')})`);
}

function expectRetryAfter(response: APIResponse) {
  expect(response.status()).toBe(429);
  const retryAfter = response.headers()['retry-after'];
  expect(retryAfter).toMatch(/^\d+$/);
  expect(Number(retryAfter)).toBeGreaterThan(0);
  expect(response.headers()['cache-control'] ?? '').not.toContain('public');
}

const formPost = (request: APIRequestContext, origin: string, path: string, form: object) =>
  request.post(path, {
    form: form as Record<string, string>,
    headers: { origin },
    maxRedirects: 0,
    failOnStatusCode: false,
  });

test('a document post to /auth past the reset-request limit: 429 with Retry-After', async ({
  request,
  baseURL,
}) => {
  // Per e-mail address: 5 an hour (100 here). An unknown address counts the same, sends no mail.
  const { email } = newUser();
  const { response, before } = await postUntilLimited(
    () => formPost(request, baseURL!, '/auth', { intent: 'request-reset', email }),
    150,
  );
  expect(before.length).toBeGreaterThan(0);
  expect(new Set(before)).toEqual(new Set([302]));
  expectRetryAfter(response);
  expect(response.headers()['content-type']).toContain('text/html');
  expect(await response.text()).toContain('Too many attempts. Please wait');
});

test('a fetcher post (.data) past the vote limit: 429 with Retry-After, never public', async ({
  page,
  request,
  baseURL,
}) => {
  await signIn(page, await signUp(page));
  // Per member: 60 votes a minute (not scaled). A review that does not exist answers 404 and
  // writes nothing, but each vote counts towards the limit.
  const vote = () =>
    formPost(page.request, baseURL!, '/vendors/omegamino.data', {
      intent: 'vote',
      reviewId: randomUUID(),
      voteType: 'helpful',
    });
  const { response, before } = await postUntilLimited(vote, 80);
  expect(before).toHaveLength(60);
  expect(new Set(before)).toEqual(new Set([404]));
  expectRetryAfter(response);
  expect(response.headers()['cache-control']).toBe('private, no-store');
  expect(await response.text()).toContain('Too many attempts');
  // The page itself stays publicly cacheable for visitors.
  const view = await request.get('/vendors/omegamino');
  expect(view.headers()['cache-control']).toContain('public');
});
