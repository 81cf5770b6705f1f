/**
 * Database outages on PostgreSQL (item 6), continued from database-outage.spec.ts: a
 * frozen database (SIGSTOP), and one that is down when the server starts. The site answers 503,
 * never 500, and recovers within 5 s of the database coming back, with no restart.
 */
import { healthy, signedInMember } from './database-outage-helpers';
import { expect, test } from './fixtures';
import {
  approvedThread,
  expect503Page,
  msUntil200,
  outageProcesses,
  query,
} from './database-outage-setup';

// In order, in one worker: each test stops and starts PostgreSQL clusters and servers.
test.describe.configure({ mode: 'default', timeout: 120_000 });

const { cluster, server } = outageProcesses(2300);

test('a frozen PostgreSQL (SIGSTOP) answers 503 within 5 s, and the site recovers when it thaws', async () => {
  const { cluster: postgres, url } = await cluster('peptidia_outage_freeze');
  const site = await server(url, 1);
  await healthy(site);
  const member = await signedInMember(site.origin);
  const thread = await approvedThread(url, member.email);
  const threadPath = `/community/discussion/${thread}`;
  expect((await member.request(threadPath)).status).toBe(200);

  postgres.pause();
  const timed = async (call: () => Promise<Response>) => {
    const started = Date.now();
    const response = await call();
    return { response, ms: Date.now() - started };
  };
  const [page, write, data, health] = await Promise.all([
    timed(() => member.request(threadPath)),
    timed(() => member.request(threadPath, { intent: 'comment', content: 'frozen-comment' })),
    timed(() => member.request('/community/discussions.data')),
    timed(() => fetch(`${site.origin}/healthz`)),
  ]);
  for (const { ms } of [page, write, data, health]) expect(ms).toBeLessThan(5_000);
  expect(health.response.status).toBe(503);
  await expect503Page(page.response);
  expect(await expect503Page(write.response)).toContain('nothing was saved');
  expect(data.response.status).toBe(503);

  postgres.resume();
  expect(await msUntil200(() => member.request(threadPath))).toBeLessThan(5_000);
  const saved = await query(url, `select 1 from comments where content = 'frozen-comment'`);
  expect(saved).toHaveLength(0);
  expect(site.output()).not.toContain('[server] request failed');
});

test('started while PostgreSQL is down, the server says so once, waits, and serves once it is up', async () => {
  const { cluster: postgres, url } = await cluster('peptidia_outage_start');
  postgres.stop();
  const site = await server(url, 2);
  const waiting =
    /Database not reachable at DATABASE_URL \(connect ECONNREFUSED [^)]*\); retrying every 2 s…/g;
  await expect.poll(site.output, { timeout: 30_000 }).toMatch(waiting);
  // Still waiting a few attempts later, without a line per attempt.
  await new Promise((resolve) => setTimeout(resolve, 4_500));
  expect(site.child.exitCode).toBeNull();
  expect(site.output().match(waiting)).toHaveLength(1);

  postgres.start();
  await expect.poll(site.output, { timeout: 30_000 }).toContain('Peptidia is running at');
  expect(site.output()).toContain('Database reachable after');
  await healthy(site);
  expect((await fetch(`${site.origin}/community`)).status).toBe(200);
});
