/**
 * Database outages on PostgreSQL (item 6): stopped under a stream of member writes and
 * started again (frozen, and down at start-up: database-outage-recovery.spec.ts). The site
 * answers 503, never 500; every acknowledged write is in the database exactly once and nothing
 * is half-written; it recovers within 5 s of the database coming back, with no restart.
 * Each test runs its own PostgreSQL cluster and production server (both as child processes),
 * on ports of its own, so it runs in the embedded-database pass of CI like any other spec.
 */
import { get } from 'node:http';
import { healthy, signedInMember } from './database-outage-helpers';
import { expect, test, waitForHydration } from './fixtures';
import {
  approvedThread,
  expect503Page,
  msUntil200,
  outageProcesses,
  query,
} from './database-outage-setup';

// In order, in one worker: each test stops and starts PostgreSQL clusters and servers.
test.describe.configure({ mode: 'default', timeout: 120_000 });

const { cluster, server } = outageProcesses(2200);

/** A page's HTML over a connection of its own (no keep-alive pool). */
const pageOnNewConnection = (url: string) =>
  new Promise<string>((resolve, reject) => {
    get(url, { agent: false }, (response) => {
      let html = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (html += chunk));
      response.on('end', () => resolve(html));
    }).on('error', reject);
  });

test('PostgreSQL stopped under a stream of writes and started again: no 500, no lost or doubled write', async ({
  page,
}) => {
  const { cluster: postgres, url } = await cluster('peptidia_outage_stop');
  const site = await server(url, 2);
  await healthy(site);
  const members = await Promise.all([0, 1, 2, 3].map(() => signedInMember(site.origin)));
  const thread = await approvedThread(url, members[0]!.email);
  const threadPath = `/community/discussion/${thread}`;
  // Visitors' view of /community before the outage: the copy each process kept from start-up's
  // warm-up may predate the thread, and while the database is down a kept copy is what is
  // served. Each request on a new connection, so that the cluster hands them to both processes.
  for (const _ of [1, 2, 3, 4]) {
    expect(await pageOnNewConnection(`${site.origin}/community`)).toContain('Outage thread');
  }
  const [category] = await query<{ id: string }>(url, 'select id from discussion_categories');
  const categoryId = category!.id;
  const reader = members[1]!;
  // The same member reading the thread in a browser.
  await page.context().addCookies(reader.cookies);
  await page.goto(`${site.origin}${threadPath}`);
  await waitForHydration(page);

  type Write = { marker: string; status: number; at: number };
  const writes: Write[] = [];
  const failures: string[] = [];
  let writing = true;
  // Four members, one post every 400 ms each: within the per-member limits of the forum.
  const writers = members.map(async (member, m) => {
    for (let i = 0; writing; i++) {
      const marker = `outage-${m}-${i}-${Date.now()}`;
      const kind = i % 4 === 0 ? 'discussion' : 'comment';
      // Comments alternate between a full page post and a fetcher's .data post.
      const via = kind === 'discussion' ? 'form' : i % 2 ? 'form' : 'data';
      const path =
        kind === 'discussion'
          ? '/community/new-discussion'
          : `${threadPath}${via === 'data' ? '.data' : ''}`;
      const form: Record<string, string> =
        kind === 'discussion'
          ? { title: marker, content: 'Written during the outage test.', categoryId }
          : { intent: 'comment', content: marker };
      try {
        const response = await member.request(path, form);
        writes.push({ marker, status: response.status, at: Date.now() });
        if (response.status === 503 && via === 'form') {
          expect(await expect503Page(response)).toContain('nothing was saved');
        } else {
          await response.body?.cancel();
        }
      } catch (error) {
        failures.push(`${path}: ${(error as Error).message}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 400));
    }
  });

  await new Promise((resolve) => setTimeout(resolve, 1_500));
  postgres.stop();
  // While it is down: dynamic pages answer the 503 page, .data requests a 503 too, cached pages
  // are still served, and nothing shows an empty list as if it were real content.
  await expect503Page(await reader.request(threadPath));
  const data = await reader.request('/community/discussions.data');
  expect(data.status).toBe(503);
  expect(data.headers.get('x-remix-response')).toBeNull();
  expect(await data.text()).toContain('The database is briefly unavailable.');
  expect((await fetch(`${site.origin}/`)).status).toBe(200);
  const anonymous = await fetch(`${site.origin}/community`);
  const body = await anonymous.text();
  expect([200, 503]).toContain(anonymous.status);
  expect(body).not.toContain('No discussions yet');
  expect((await fetch(`${site.origin}/healthz`)).status).toBe(503);
  // A client-side navigation meets the outage too, and says what it is.
  await page.getByRole('link', { name: 'Back to Discussions' }).click();
  await expect(page.getByRole('heading', { name: 'Temporarily unavailable' })).toBeVisible();
  await expect(page.getByText('If you were sending a form, nothing was saved')).toBeVisible();
  await new Promise((resolve) => setTimeout(resolve, 2_000));

  postgres.start();
  const restartedAt = Date.now();
  expect(await msUntil200(() => reader.request(threadPath))).toBeLessThan(5_000);
  await new Promise((resolve) => setTimeout(resolve, 2_000)); // writes go on after recovery
  writing = false;
  await Promise.all(writers);

  expect(failures).toEqual([]);
  const statuses = new Set(writes.map((write) => write.status));
  expect([...statuses].filter((status) => ![200, 302, 503].includes(status))).toEqual([]);
  const acknowledged = writes.filter((write) => write.status !== 503);
  const refused = writes.filter((write) => write.status === 503);
  expect(refused.length).toBeGreaterThan(0); // the outage did hit the stream
  expect(acknowledged.filter((write) => write.at > restartedAt).length).toBeGreaterThan(0);

  // How many times each marker is in the database (discussion titles, comment texts).
  const stored = new Map(
    (
      await query<{ marker: string; n: number }>(
        url,
        `select title as marker, count(*)::int as n from discussions group by title
         union all select content, count(*)::int from comments group by content`,
      )
    ).map((row) => [row.marker, row.n]),
  );
  for (const write of acknowledged) expect(stored.get(write.marker), write.marker).toBe(1);
  for (const write of refused) expect(stored.get(write.marker) ?? 0).toBeLessThanOrEqual(1);
  // A comment and its discussion's reply count are written together or not at all.
  const [counts] = await query<{ reply_count: number; comments: number }>(
    url,
    `select reply_count, (select count(*)::int from comments where discussion_id = $1) as comments
     from discussions where id = $1`,
    [thread],
  );
  expect(counts!.reply_count).toBe(counts!.comments);

  expect(site.child.exitCode).toBeNull();
  expect(site.output()).not.toContain('exited');
  expect(site.output()).not.toContain('[server] request failed');
  expect(site.output()).toContain('[database] unavailable: ');
  expect(site.output()).not.toMatch(/Failed query|params:/); // no query or parameters logged
});
