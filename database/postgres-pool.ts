/**
 * The PostgreSQL pool, set to fail fast while the server is down or hung and to heal by itself
 * when it is back, with no restart (docs/decisions/0010-database-outages.md):
 * - connectionTimeoutMillis: no connection, or no free client, within 2 s fails the query;
 * - statement_timeout (server side): a slow statement is cancelled (57014) and its connection
 *   stays usable;
 * - query_timeout (client side): a server that answers nothing at all (SIGSTOP, a lost network)
 *   fails the query after 2 s. pg then leaves that client waiting for the lost answer, so it
 *   must never be reused: pool.query releases it with the error (pg-pool then closes it), and
 *   transactions below do the same.
 * A request makes few round trips, so a hung server answers it 503 within about 4 s.
 */
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export const poolTimeouts = {
  connectionTimeoutMillis: 2_000,
  statement_timeout: 1_500,
  query_timeout: 2_000,
} as const;

type PostgresDatabase = NodePgDatabase<typeof schema>;

export function createPool(url: string, max: number): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max, ...poolTimeouts });
  // An idle client whose connection fails (server restart) must not crash the process.
  pool.on('error', (error) => console.error('[database] idle client error:', error.message));
  // Nor may a checked-out one between two queries of a transaction (pg-pool listens only while
  // a client is idle): its next query fails instead, and the client is dropped on release.
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
}

/**
 * db.transaction on a client that is released on every path, with the error when the
 * transaction failed, so that pg-pool closes the connection instead of lending it out again.
 * Drizzle 0.45's own sends BEGIN outside its try/finally, so a BEGIN that fails (dropped
 * connection, query_timeout) keeps its client for good, and it releases a client that timed out
 * mid-query as healthy (drizzle-team/drizzle-orm#6114, #6241): ten failed BEGINs during an
 * outage used to leave the pool empty for the life of the process.
 */
export function releasingTransactions(pool: pg.Pool): PostgresDatabase['transaction'] {
  const onClient = new WeakMap<pg.PoolClient, PostgresDatabase>();
  return async (run, config) => {
    const client = await pool.connect();
    let db = onClient.get(client);
    if (!db) {
      db = drizzle(client, { schema, casing: 'snake_case' });
      onClient.set(client, db);
    }
    try {
      const result = await db.transaction(run, config);
      client.release();
      return result;
    } catch (error) {
      client.release(error instanceof Error ? error : new Error('transaction failed'));
      throw error;
    }
  };
}

/** Drizzle on a pool created by createPool. */
export function drizzleOnPool(pool: pg.Pool): PostgresDatabase {
  const db = drizzle(pool, { schema, casing: 'snake_case' });
  db.transaction = releasingTransactions(pool);
  return db;
}
