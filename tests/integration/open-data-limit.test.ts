/**
 * The open data API's rate limit per client IP (docs/api.md, decision 0036): counted in the
 * database before any answer, the page cache's included, so it holds exactly across workers and
 * server instances; a forged X-Forwarded-For is ignored unless the proxy is trusted.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../../database/client';
import { toExchange } from '../../server/exchange';
import { createApiRequests } from '../../server/handlers/api-requests';
import { createApiRateLimit } from '../../server/api-rate-limit';
import { createTestDatabase } from '../support/test-database';

let database: DatabaseHandle;
const servers: Server[] = [];
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))));
  await database.close();
});

const rule = { limit: 5, windowSeconds: 60 };

/** One server instance: the API's door in front of a stand-in for the cached answer. */
async function instance(trustProxy = false, limit = rule) {
  const limiter = createApiRateLimit(database.db, limit);
  const door = createApiRequests({ limiter, trustProxy, baseHeaders: {} });
  const server = createServer(async (req, res) => {
    if ((await door(toExchange(req, res))) !== true) res.end('{"kept":"answer"}');
  });
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = (headers: Record<string, string> = {}, method = 'GET') =>
    fetch(`${base}/api/v1/prices`, { headers, method });
  return { get };
}

const statuses = async (requests: Promise<Response>[]) =>
  (await Promise.all(requests)).map((response) => response.status);

describe('the open data rate limit', () => {
  it('answers 429 with Retry-After and a message past the limit; a forged X-Forwarded-For does not help', async () => {
    const { get } = await instance();
    const forged = (i: number) => get({ 'X-Forwarded-For': `198.51.100.${i}` });
    expect(await statuses([1, 2, 3, 4, 5].map(forged))).toEqual([200, 200, 200, 200, 200]);
    const refused = await forged(6);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({
      error: expect.stringMatching(
        /^Too many requests to the open data API\. Please wait \d+ seconds? and try again\.$/,
      ),
    });
  });

  it('counts per client IP behind a trusted proxy: another IP is unaffected', async () => {
    const { get } = await instance(true);
    const from = (ip: string) => get({ 'X-Forwarded-For': `${ip}, 10.0.0.1` });
    await statuses([1, 2, 3, 4, 5].map(() => from('203.0.113.7')));
    expect((await from('203.0.113.7')).status).toBe(429);
    expect((await from('203.0.113.8')).status).toBe(200);
  });

  it('holds across instances: every request is counted in the database before it is answered', async () => {
    const one = await instance();
    const two = await instance();
    expect(await statuses([one.get(), one.get(), one.get()])).toEqual([200, 200, 200]);
    expect(await statuses([two.get(), two.get()])).toEqual([200, 200]);
    // Five in all: both instances refuse the next one at once.
    expect((await two.get()).status).toBe(429);
    expect((await one.get()).status).toBe(429);
  });

  it('lets exactly the limit through from a burst of parallel requests over two instances', async () => {
    const burstRule = { limit: 60, windowSeconds: 60 };
    const one = await instance(false, burstRule);
    const two = await instance(false, burstRule);
    const burst = Array.from({ length: 240 }, (_, i) => (i % 2 ? one : two).get());
    const answered = await statuses(burst);
    expect(answered.filter((status) => status === 200)).toHaveLength(60);
    expect(answered.filter((status) => status === 429)).toHaveLength(180);
  });

  it('refuses with 503 while the counter cannot be reached, logging its code once and no address', async () => {
    const { get } = await instance();
    await database.db.execute(sql`drop table rate_limits`);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const first = await get();
    expect(first.status).toBe(503);
    expect(Number(first.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await first.json()).toEqual({
      error: expect.stringMatching(/^The open data API cannot count requests just now\./),
    });
    expect((await get()).status).toBe(503);
    expect(logged).toHaveBeenCalledTimes(1);
    const line = logged.mock.calls[0]!.map(String).join(' ');
    logged.mockRestore();
    expect(line).toMatch(/^\[server\] rate-limit count failed: database error 42P01\b/);
    for (const leak of ['127.0.0.1', 'insert', 'api:', '$1']) expect(line).not.toContain(leak);
  });

  it('answers 405 with Allow to any method but GET and HEAD, before anything else', async () => {
    const { get } = await instance();
    const posted = await get({ 'Content-Type': 'application/json' }, 'POST');
    expect(posted.status).toBe(405);
    expect(posted.headers.get('allow')).toBe('GET, HEAD');
    expect((await get({}, 'HEAD')).status).toBe(200);
  });
});
