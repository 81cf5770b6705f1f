/**
 * The content versions (table content_versions: 'community', 'reviews'), as the page cache asks
 * for them. Triggers raise a version in the same transaction as the change it counts, so a read
 * that starts after a change was committed sees it, on any server instance.
 *
 * Reads are shared: a request waits for a read that started after it arrived (so it can never
 * miss a change committed before it came), and every request that arrives while that read is in
 * flight waits for the next one. Under load that is one query per round trip, not per request.
 *
 * With the embedded database this process is the only writer (the data folder is locked), so the
 * versions read once stay true until this process handles a write: `written()` says so, and the
 * next request reads again. PGlite runs on the main thread, where a read per request would cost
 * as much as the page.
 *
 * When the database does not answer within `waitMs`, or failed a moment ago, the answer is
 * `undefined` at once ("unknown"), so cached pages are served during an outage without waiting;
 * one read at a time keeps probing in the background.
 */
import { contentVersions } from '../database/schema';
import type { Database } from '../database/client';

export type Versions = ReadonlyMap<string, number>;

export function createVersionReader(
  read: () => Promise<Versions>,
  options: { soleWriter: boolean; waitMs?: number; retryAfterFailureMs?: number },
) {
  const { soleWriter, waitMs = 1_000, retryAfterFailureMs = 1_000 } = options;
  /** Sole writer only: the versions since the last write, or undefined when a read is due. */
  let known: Versions | undefined;
  /** Raised by every write, so a read that started before it is never taken as current. */
  let writes = 0;
  let inflight: Promise<Versions> | undefined;
  let next: Promise<Versions> | undefined;
  let failedAt = -Infinity;

  function run(): Promise<Versions> {
    const writesBefore = writes;
    const reading = read().then(
      (versions) => {
        failedAt = -Infinity;
        if (soleWriter && writes === writesBefore) known = versions;
        return versions;
      },
      (error: unknown) => {
        failedAt = Date.now();
        throw error;
      },
    );
    inflight = reading;
    const clear = () => {
      if (inflight === reading) inflight = undefined;
    };
    reading.then(clear, clear);
    return reading;
  }

  /** Versions from a read that started after this call. */
  function fresh(): Promise<Versions> {
    if (!inflight) return run();
    next ??= inflight
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        next = undefined;
        return inflight ?? run();
      });
    return next;
  }

  return {
    /** Sole writer: the versions known since its last write, without waiting; else undefined. */
    known: () => known,
    /** Fresh versions, or undefined when the database is not answering now. */
    async current(): Promise<Versions | undefined> {
      if (known) return known;
      if (Date.now() - failedAt < retryAfterFailureMs) {
        if (!inflight) fresh().catch(() => {});
        return undefined;
      }
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<undefined>((resolve) => {
        timer = setTimeout(() => {
          failedAt = Date.now(); // a hung database: the next requests do not wait either
          resolve(undefined);
        }, waitMs);
      });
      try {
        return await Promise.race([fresh(), timeout]);
      } catch {
        return undefined;
      } finally {
        clearTimeout(timer);
      }
    },
    /** This process has handled a write: the versions must be read again. */
    written() {
      writes++;
      known = undefined;
    },
  };
}

/** The reader over the database: one prepared query for every scope. */
export function databaseVersions(db: Database): () => Promise<Versions> {
  let query: ReturnType<typeof prepare> | undefined;
  const prepare = () =>
    db
      .select({ scope: contentVersions.scope, version: contentVersions.version })
      .from(contentVersions)
      .prepare('content_versions_all');
  return async () => {
    query ??= prepare(); // on first use: a host that never reads versions needs no statement
    return new Map((await query.execute()).map((row) => [row.scope, row.version]));
  };
}
