/**
 * A member who opens /auth?redirectTo=… is sent on, and never to another site: not by dot
 * segments the URL parser removes ('/a/../..//evil.test' comes out as '//evil.test'), encoded
 * dots, slashes or backslashes, control characters, nor a scheme in any case. Both the page's
 * answer (the loader) and the `.data` answer the app fetches when it navigates are checked; the
 * latter goes through React Router's own request handler.
 */
import { createRequestHandler } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../database/client';
import * as authRoute from '../../app/routes/auth';
import { buildRoute, serverBuild } from '../support/server-build';
import { createTestContext } from '../support/test-context';
import { createTestDatabase } from '../support/test-database';
import { createTestUser, type TestUser } from '../support/users';
import { pageGet, run, site } from './auth-test-utils';

const attacks = [
  '/../..//evil.test',
  '/a/../..//evil.test',
  '/%2e%2e//evil.test',
  '/.%2e//evil.test',
  '/%2E./%2e%2E//evil.test',
  '/.//evil.test',
  '//evil.test',
  '/\\evil.test',
  '/%5c%5cevil.test',
  '/%2f%2fevil.test',
  '/\t/evil.test',
  '/%09/evil.test',
  'https://evil.test/',
  'HtTpS://evil.test/',
  'JAVASCRIPT:alert(1)',
];

const siteOrigin = new URL(site).origin;

/** Where a browser on this site goes when told `location`. */
const destination = (location: string) => new URL(location, site);

let database: DatabaseHandle;
let member: TestUser;
// Nothing here writes: one database and one member serve every case.
beforeAll(async () => {
  database = await createTestDatabase();
  member = await createTestUser(database.db);
});
afterAll(() => database.close());

const query = (redirectTo: string) => `redirectTo=${encodeURIComponent(redirectTo)}`;

describe('a signed-in member at /auth?redirectTo=', () => {
  it('is sent to the local page asked for', async () => {
    const answer = await run(
      authRoute.loader as (args: never) => unknown,
      pageGet(`/auth?${query('/community/discussions?page=2')}`, member.cookie),
      createTestContext(database),
    );
    expect(answer.status).toBe(302);
    expect(answer.location).toBe('/community/discussions?page=2');
  });

  it.each(attacks)('%j stays on this site', async (redirectTo) => {
    const answer = await run(
      authRoute.loader as (args: never) => unknown,
      pageGet(`/auth?${query(redirectTo)}`, member.cookie),
      createTestContext(database),
    );
    expect(answer.status).toBe(302);
    expect(answer.location).toBe('/community');
    expect(destination(answer.location!).origin).toBe(siteOrigin);
  });
});

const build = serverBuild({ 'routes/auth': buildRoute('routes/auth', authRoute, 'auth') });

/** The `.data` answer of /auth, as the app fetches it when it navigates there. */
async function dataAnswer(redirectTo: string) {
  const handler = createRequestHandler(build, 'production');
  const response = await handler(
    new Request(`${site}/auth.data?${query(redirectTo)}`, {
      headers: { cookie: member.cookie },
    }),
    createTestContext(database),
  );
  return { status: response.status, body: await response.text() };
}

/** The redirect a `.data` answer carries: turbo-stream writes it as [["SingleFetchRedirect",1],{…}]. */
function redirectIn(body: string): string {
  const values = JSON.parse(body.split('\n')[0]!) as unknown[];
  const at = values.indexOf('redirect');
  expect(at, body).toBeGreaterThan(-1);
  return values[at + 1] as string;
}

describe('the .data answer of /auth for a signed-in member', () => {
  it('redirects to the local page asked for', async () => {
    const answer = await dataAnswer('/community/discussions');
    expect(answer.status).toBe(202);
    expect(redirectIn(answer.body)).toBe('/community/discussions');
  });

  it.each(attacks)('%j stays on this site', async (redirectTo) => {
    const answer = await dataAnswer(redirectTo);
    expect(answer.status).toBe(202);
    expect(redirectIn(answer.body)).toBe('/community');
    expect(answer.body).not.toContain('evil.test');
  });
});
