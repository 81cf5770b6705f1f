/**
 * Shared by the database outage specs. Each spec file runs its own PostgreSQL cluster (on a port
 * of its own, so the two files may run at once) and its own production servers; everything a
 * test started is stopped after it.
 */
import pg from 'pg';
import {
  freshDatabase,
  postgresCluster,
  requirePostgresBinaries,
  startServer,
  type ServerProcess,
} from './database-outage-helpers';
import { expect, test } from './fixtures';

/**
 * A cluster on E2E_PORT + `offset` (apart from CI's 5433 and from other runs on the machine),
 * for every test of the calling file: one cluster for the file, as initdb takes seconds.
 */
export function outageProcesses(offset: number) {
  const clusterPort = Number(process.env.E2E_PORT ?? 3300) + offset;
  const servers: ServerProcess[] = [];
  const clusters: ReturnType<typeof postgresCluster>[] = [];
  test.afterEach(() => {
    for (const server of servers.splice(0)) server.child.kill('SIGKILL');
    for (const cluster of clusters.splice(0)) cluster.reset();
  });
  test.afterAll(() => postgresCluster(clusterPort).remove());

  /** The running cluster with a new, empty database; returns the cluster and the database URL. */
  async function cluster(database: string) {
    requirePostgresBinaries();
    const created = postgresCluster(clusterPort);
    clusters.push(created);
    created.reset();
    const url = await freshDatabase(created.start(), database);
    return { cluster: created, url };
  }

  async function server(url: string, workers: number) {
    const started = await startServer(url, workers);
    servers.push(started);
    return started;
  }

  return { cluster, server };
}

/** Polls `probe` until it answers 200; returns how long that took. */
export async function msUntil200(probe: () => Promise<Response>, timeoutMs = 15_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const status = await probe().then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return Infinity;
}

export async function query<Row extends pg.QueryResultRow>(
  url: string,
  text: string,
  values?: unknown[],
) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** An approved discussion to comment on, straight into the database. */
export async function approvedThread(url: string, authorEmail: string) {
  const [row] = await query<{ id: string }>(
    url,
    `insert into discussions (title, content, status, author_id, category_id)
     select 'Outage thread', 'Comments posted while the database comes and goes.', 'approved',
            (select id from "user" where email = $1), (select id from discussion_categories limit 1)
     returning id`,
    [authorEmail],
  );
  return row!.id;
}

export const expect503Page = async (response: Response) => {
  expect(response.status).toBe(503);
  expect(response.headers.get('retry-after')).toBe('5');
  expect(response.headers.get('cache-control')).toBe('no-store');
  const html = await response.text();
  expect(html).toContain('Temporarily unavailable');
  expect(html).not.toMatch(/at .*\.(js|ts):\d+/); // no stack
  return html;
};
