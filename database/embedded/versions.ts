/**
 * The primary's content versions (table content_versions, raised by triggers in the transaction
 * of each change), pushed to the workers: after a write commits, the primary reads them and,
 * when they changed, sends them to every worker and waits until each has taken them (or
 * ackTimeoutMs) before the writer hears of its commit. So a worker answers a cached page from
 * the versions it holds, with no query, and the page a member loads after their post, from any
 * worker, shows the post.
 */
import type { PGlite } from '@electric-sql/pglite';
import type { Worker } from 'node:cluster';
import type { Push, VersionsSnapshot } from './wire';

/** How long a write waits for a worker to take new versions before it is answered anyway. */
const ackTimeoutMs = 2_000;

/** Each worker's pushes not yet acknowledged, by seq. */
type Waiting = Map<Worker, Map<number, () => void>>;

/** Sends a snapshot to one worker; resolves when it is taken, the send fails or time is up. */
function push(worker: Worker, snapshot: VersionsSnapshot, waiting: Waiting): Promise<void> {
  if (!worker.isConnected()) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      console.error(`[database] worker ${worker.process.pid} did not take new content versions`);
      done();
    }, ackTimeoutMs);
    function done() {
      clearTimeout(timer);
      waiting.get(worker)?.delete(snapshot.seq);
      resolve();
    }
    let forWorker = waiting.get(worker);
    if (!forWorker) waiting.set(worker, (forWorker = new Map()));
    forWorker.set(snapshot.seq, done);
    worker.send({ peptidiaDbVersions: snapshot } satisfies Push, (error: Error | null) => {
      if (error) done();
    });
  });
}

export function versionPushes(client: PGlite) {
  const subscribers = new Set<Worker>();
  const waiting: Waiting = new Map();
  let seq = 0;
  let pushed: { key: string; done: Promise<void> } | undefined;

  async function read(): Promise<VersionsSnapshot> {
    const { rows } = await client.query<{ scope: string; version: number }>(
      'select scope, version from content_versions order by scope',
    );
    // PGlite answers one query at a time, in order: a later read has a higher seq.
    return { seq: ++seq, entries: rows.map((row) => [row.scope, row.version]) };
  }

  return {
    async subscribe(worker: Worker): Promise<VersionsSnapshot> {
      subscribers.add(worker); // first: a write committed from now on is pushed to it too
      return read();
    },
    /** After a write: pushes changed versions; an unchanged read waits for the push under way. */
    async publish(): Promise<void> {
      if (subscribers.size === 0) return;
      let snapshot: VersionsSnapshot;
      try {
        snapshot = await read();
      } catch (error) {
        // The write itself is committed: its writer must hear so, not of this read's failure.
        console.error(`[database] reading content versions after a write: ${String(error)}`);
        return;
      }
      const key = JSON.stringify(snapshot.entries);
      if (pushed?.key === key) return pushed.done;
      const everyone = [...subscribers].map((worker) => push(worker, snapshot, waiting));
      const done = Promise.all(everyone).then(() => {});
      pushed = { key, done };
      return done;
    },
    acknowledged(worker: Worker, ackSeq: number) {
      waiting.get(worker)?.get(ackSeq)?.();
    },
    forget(worker: Worker) {
      subscribers.delete(worker);
      for (const done of [...(waiting.get(worker)?.values() ?? [])]) done();
      waiting.delete(worker);
    },
  };
}
