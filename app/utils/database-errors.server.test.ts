import { createServer } from 'node:net';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startFakePostgres, type FakeBehaviour } from '../../tests/support/fake-postgres';
import {
  databaseOutageReason,
  isDatabaseUnavailable,
  logDatabaseUnavailable,
  pgErrorCode,
} from './database-errors.server';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function fakeServer(behaviour: FakeBehaviour) {
  const server = await startFakePostgres(behaviour);
  cleanups.push(server.close);
  return server;
}

function pool(url: string, options: pg.PoolConfig = {}) {
  const created = new pg.Pool({ connectionString: url, max: 1, ...options });
  created.on('error', () => {});
  cleanups.push(() => created.end());
  return created;
}

/** The error a promise rejects with (fails the test when it resolves). */
async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.fail('expected the database call to fail'),
    (error: unknown) => error,
  );
}

const shutdown = { code: '57P01', severity: 'FATAL', message: 'terminating connection' } as const;

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === 'object' && address ? address.port : 0;
}

describe('isDatabaseUnavailable: the database is out of reach', () => {
  it('a server that is not running (connection refused)', async () => {
    const url = `postgres://x@127.0.0.1:${await closedPort()}/x`;
    const error = await failure(pool(url).query('select 1'));
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(databaseOutageReason(error)).toMatch(/^connect ECONNREFUSED 127\.0\.0\.1:\d+$/);
  });

  it('a server that accepts but never answers the start-up (connection timeout)', async () => {
    const server = await fakeServer('silent');
    const error = await failure(
      pool(server.url, { connectionTimeoutMillis: 100 }).query('select 1'),
    );
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(databaseOutageReason(error)).toBe('Connection terminated due to connection timeout');
  });

  it('every pool client busy past connectionTimeoutMillis', async () => {
    const server = await fakeServer('hang');
    const busy = pool(server.url, { connectionTimeoutMillis: 100 });
    const held = await busy.connect();
    cleanups.unshift(async () => held.release(new Error('test over')));
    const error = await failure(busy.connect());
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('a hung server (query_timeout)', async () => {
    const server = await fakeServer('hang');
    const error = await failure(pool(server.url, { query_timeout: 100 }).query('select 1'));
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(databaseOutageReason(error)).toBe('Query read timeout');
  });

  it.each([
    ['57P01', 'FATAL', 'terminating connection due to administrator command'],
    ['57P02', 'FATAL', 'terminating connection because of crash of another server process'],
    ['57014', 'ERROR', 'canceling statement due to statement timeout'],
    ['08006', 'FATAL', 'connection failure'],
  ] as const)('SQLSTATE %s from a query', async (code, severity, message) => {
    const server = await fakeServer({ error: { code, severity, message } });
    const error = await failure(pool(server.url).query('select 1'));
    expect(pgErrorCode(error)).toBe(code);
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(databaseOutageReason(error)).toBe(`${code} ${message}`);
  });

  it.each([
    ['57P03', 'the database system is starting up'],
    ['53300', 'sorry, too many clients already'],
  ])('SQLSTATE %s at connection start-up', async (code, message) => {
    const server = await fakeServer({
      error: { code, severity: 'FATAL', message },
      atStartup: true,
    });
    const error = await failure(pool(server.url).query('select 1'));
    expect(pgErrorCode(error)).toBe(code);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('the connection reset mid-query', async () => {
    const server = await fakeServer('hang');
    const client = new pg.Client({ connectionString: server.url });
    client.on('error', () => {});
    await client.connect();
    const query = failure(client.query('select 1'));
    await server.close();
    const error = await query;
    expect(isDatabaseUnavailable(error)).toBe(true);
    // The client is now unusable, and says so.
    expect(isDatabaseUnavailable(await failure(client.query('select 1')))).toBe(true);
  });

  it('through Drizzle, whose message (query and parameters) never reaches the log', async () => {
    const server = await fakeServer({ error: shutdown });
    const db = drizzle(pool(server.url));
    const error = await failure(db.execute(sql`select ${'session-token-secret'}`));
    expect(String(error)).toContain('session-token-secret'); // Drizzle's own message has it
    expect(isDatabaseUnavailable(error)).toBe(true);
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    logDatabaseUnavailable(error);
    expect(log.mock.calls).toEqual([['[database] unavailable: 57P01 terminating connection']]);
    log.mockRestore();
  });
});

describe('isDatabaseUnavailable: the query itself failed', () => {
  it.each([
    ['23505', 'duplicate key value violates unique constraint'],
    ['42601', 'syntax error at or near "selec"'],
    ['40P01', 'deadlock detected'],
  ])('SQLSTATE %s is not an outage', async (code, message) => {
    const server = await fakeServer({ error: { code, severity: 'ERROR', message } });
    const error = await failure(drizzle(pool(server.url)).execute(sql`select 1`));
    expect(pgErrorCode(error)).toBe(code);
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('nor is any other error', () => {
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
    expect(isDatabaseUnavailable(new Response(null, { status: 404 }))).toBe(false);
  });
});
