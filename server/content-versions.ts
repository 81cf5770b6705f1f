/**
 * The content versions (table content_versions: 'community', 'reviews', 'editorial'), as the
 * page cache asks for them. Triggers raise a version in the same transaction as the change it
 * counts, so a read that starts after a change was committed sees it, on any server instance.
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
 * A worker sharing the embedded database with its primary (decision 0028) is told the versions
 * after every write, before that write is answered (`pushed`): it holds them as the sole writer
 * does, and its own writes need no read either.
 *
 * When the database does not answer within `waitMs`, or failed a moment ago, the answer is
 * `undefined` at once ("unknown"), so cached pages are served during an outage without waiting;
 * one read at a time keeps probing in the background.
 */
import { contentVersions } from '../database/schema';
import type { Database, DatabaseHandle } from '../database/client';

export type Versions = ReadonlyMap<string, number>;

interface ReaderOptions {
  soleWriter: boolean;
  /** The versions arrive by `push` (and are current once one has). */
  pushed?: boolean;
  waitMs?: number;
  retryAfterFailureMs?: number;
}

export function createVersionReader(read: () => Promise<Versions>, options: ReaderOptions) {
  return new VersionReader(read, options);
}

export class VersionReader {
  /** Sole writer only: the versions since the last write, or undefined when a read is due. */
  #known: Versions | undefined;
  /** Raised by every write, so a read that started before it is never taken as current. */
  #writes = 0;
  #inflight: Promise<Versions> | undefined;
  #next: Promise<Versions> | undefined;
  #failedAt = -Infinity;

  constructor(
    private readonly read: () => Promise<Versions>,
    private readonly options: ReaderOptions,
  ) {}

  /** The versions as the primary pushed them, current until its next push. */
  push(versions: Versions) {
    this.#known = versions;
  }

  /** Sole writer: the versions known since its last write, without waiting; else undefined. */
  known(): Versions | undefined {
    return this.#known;
  }

  /** Fresh versions, or undefined when the database is not answering now. */
  async current(): Promise<Versions | undefined> {
    if (this.#known) return this.#known;
    const { waitMs = 1_000, retryAfterFailureMs = 1_000 } = this.options;
    if (Date.now() - this.#failedAt < retryAfterFailureMs) {
      if (!this.#inflight) this.#fresh().catch(() => {});
      return undefined;
    }
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => {
        this.#failedAt = Date.now(); // a hung database: the next requests do not wait either
        resolve(undefined);
      }, waitMs);
    });
    try {
      return await Promise.race([this.#fresh(), timeout]);
    } catch {
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  }

  /** This process has handled a write: the versions must be read again. */
  written() {
    if (this.options.pushed) return; // the write's new versions were pushed before its answer
    this.#writes++;
    this.#known = undefined;
  }

  #run(): Promise<Versions> {
    const writesBefore = this.#writes;
    const reading = this.read().then(
      (versions) => {
        this.#failedAt = -Infinity;
        if (this.options.soleWriter && this.#writes === writesBefore) this.#known = versions;
        return versions;
      },
      (error: unknown) => {
        this.#failedAt = Date.now();
        throw error;
      },
    );
    this.#inflight = reading;
    const clear = () => {
      if (this.#inflight === reading) this.#inflight = undefined;
    };
    reading.then(clear, clear);
    return reading;
  }

  /** Versions from a read that started after this call. */
  #fresh(): Promise<Versions> {
    if (!this.#inflight) return this.#run();
    this.#next ??= this.#inflight
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        this.#next = undefined;
        return this.#inflight ?? this.#run();
      });
    return this.#next;
  }
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

/** The reader for this process's database: a sole writer's, a pushed one's or a shared one's. */
export function versionReaderFor(database: DatabaseHandle): VersionReader {
  const reader = createVersionReader(databaseVersions(database.db), {
    soleWriter: database.soleWriter,
    pushed: database.watchVersions !== undefined,
  });
  database
    .watchVersions?.((pushed) => reader.push(pushed))
    .catch((error: unknown) => {
      // Until a push arrives the versions are read per round trip, as on PostgreSQL.
      console.error(`[database] content versions are not pushed: ${String(error)}`);
    });
  return reader;
}
