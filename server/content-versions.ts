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
 * When the database does not answer within `waitMs`, or failed a moment ago, the answer is
 * `undefined` at once ("unknown"), so cached pages are served during an outage without waiting;
 * one read at a time keeps probing in the background.
 */
import { contentVersions } from '../database/schema';
import type { Database } from '../database/client';

export type Versions = ReadonlyMap<string, number>;

interface ReaderOptions {
  soleWriter: boolean;
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
