/**
 * The embedded database shared over the cluster's IPC channel (database/embedded/), with the
 * channel simulated in one process: every message is a structured clone delivered on a later
 * turn, as `serialization: 'advanced'` does between processes.
 */
import { readFileSync } from 'node:fs';
import type { Worker } from 'node:cluster';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach } from 'vitest';
import { openPglite, openSharedPglite, type DatabaseHandle } from '../../database/client';
import { embeddedDatabaseClient } from '../../database/embedded/worker';
import { templatePaths } from './template-paths';

type Sharing = ReturnType<NonNullable<DatabaseHandle['shareWithWorkers']>>;

/** A primary holding a fresh in-memory database, with a table `shared_probe (id, note)`. */
async function sharedPrimary() {
  const dump = readFileSync(templatePaths.pgliteDump);
  const primary = await openPglite({
    loadDataDir: new Blob([new Uint8Array(dump)]),
    migrate: false,
  });
  await primary.db.execute(sql`create table shared_probe (id int primary key, note text)`);
  return { primary, sharing: primary.shareWithWorkers!() };
}

/**
 * For a test file: a new primary before each test (closed after it), and workers on it.
 * `primary()` is the primary's own handle on the database.
 */
export function sharedPrimaryPerTest() {
  let current: Awaited<ReturnType<typeof sharedPrimary>> | undefined;
  beforeEach(async () => {
    current = await sharedPrimary();
  });
  afterEach(() => current?.primary.close());
  return {
    primary: () => current!.primary,
    worker: () => sharedWorker(current!.sharing),
  };
}

/** A worker process as the primary sees it, and its handle on the shared database. */
function sharedWorker(sharing: Sharing) {
  let connected = true;
  let hung = false;
  const onMessage: Array<(message: unknown) => void> = [];
  const process = {
    isConnected: () => connected,
    process: { pid: 0 },
    send(message: unknown) {
      if (hung) return true;
      setImmediate(() => onMessage.forEach((listener) => listener(structuredClone(message))));
      return true;
    },
  } as unknown as Worker;
  const client = embeddedDatabaseClient(
    (message) => {
      if (!connected) throw new Error('Channel closed');
      setImmediate(() => sharing.onMessage(process, structuredClone(message)));
    },
    (listener) => onMessage.push(listener),
  );
  const database = openSharedPglite(client);
  return {
    db: database.db,
    database,
    /** The worker's event loop stops: it takes nothing from the primary any more. */
    hang() {
      hung = true;
    },
    /** The worker process ends: the primary forgets it, as on the cluster's 'exit'. */
    exit() {
      connected = false;
      sharing.forget(process);
    },
  };
}

/** The notes in shared_probe, by id. */
export async function probeNotes(db: DatabaseHandle['db']): Promise<string[]> {
  const result = (await db.execute(sql`select note from shared_probe order by id`)) as unknown as {
    rows: Array<{ note: string }>;
  };
  return result.rows.map((row) => row.note);
}
