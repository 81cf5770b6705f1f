/**
 * A path or query that is not text never reaches a query: U+0000 (which PostgreSQL refuses with
 * error 22021), other control characters and escapes that are not UTF-8 answer 404 in a path and
 * 400 in a query, to visitors and members alike, for a page and for its `.data` answer. Through
 * the host (server/app.ts) with the real route modules and a test database.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../../database/client';
import * as discussionRoute from '../../app/routes/discussion-detail';
import * as pricesRoute from '../../app/routes/api-prices';
import * as searchRoute from '../../app/routes/search';
import * as vendorRoute from '../../app/routes/vendor-detail';
import { createApp } from '../../server/app';
import { buildRoute, serverBuild } from '../support/server-build';
import { testEnv } from '../support/test-context';
import { createTestDatabase } from '../support/test-database';
import { createTestUser } from '../support/users';

const build = serverBuild({
  vendor: buildRoute('vendor', vendorRoute, 'vendors/:vendorSlug'),
  discussion: buildRoute('discussion', discussionRoute, 'community/discussion/:id'),
  search: buildRoute('search', searchRoute, 'search'),
  prices: buildRoute('prices', pricesRoute, 'api/v1/prices'),
});

let database: DatabaseHandle;
let server: Server;
let base: string;
let memberCookie: string;
beforeAll(async () => {
  database = await createTestDatabase();
  memberCookie = (await createTestUser(database.db)).cookie;
  const app = createApp({
    env: testEnv,
    database,
    build,
    mode: 'production',
    serveStatic: () => false,
  });
  server = createServer((req, res) => void app.handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await database.close();
});

const visitors = [
  ['a visitor', () => ({})],
  ['a member', () => ({ cookie: memberCookie })],
] as const;

async function statusOf(target: string, headers: Record<string, string>) {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const response = await fetch(`${base}${target}`, { headers, redirect: 'manual' });
  await response.arrayBuffer();
  vi.restoreAllMocks();
  return response.status;
}

describe.each(visitors)('for %s', (_, headers) => {
  it.each([
    '/vendors/a%00b',
    '/vendors/a%00b.data',
    '/vendors/a%01b',
    '/vendors/a%1bb',
    '/vendors/a%7fb',
    '/vendors/a%c2%85b',
    '/vendors/a%0ab',
    '/vendors/a%ffb',
    '/vendors/a%c3b',
    '/vendors/%ef%bf%bf',
    '/community/discussion/1%00',
    '/community/discussion/1%00.data',
  ])('a path %j is not found', async (target) => {
    expect(await statusOf(target, headers())).toBe(404);
  });

  it.each([
    '/search?q=bpc%00157',
    '/search.data?q=bpc%00157',
    '/search?q=bpc%1b157',
    '/search?q=bpc%ff157',
    '/search?q%00=bpc',
    '/api/v1/prices?peptide=bpc%00157',
    '/vendors/swiss-chems?sort=a%00',
  ])('a query %j is a bad request', async (target) => {
    expect(await statusOf(target, headers())).toBe(400);
  });

  it.each([
    ['/vendors/no-such-vendor.data', 404],
    ['/search.data?q=bpc+157%20%C3%A9', 200],
    ['/api/v1/prices', 200],
  ])('%j is answered as before', async (target, status) => {
    expect(await statusOf(target, headers())).toBe(status);
  });
});
