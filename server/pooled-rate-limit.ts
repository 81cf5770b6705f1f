/**
 * A rate limit per client that holds across every server instance without a query per request
 * (docs/decisions/0026-open-data-api.md). A cached API answer costs one writeHead and one end; a
 * database write per request would cost more than the answer. So each process counts in memory
 * and, once a second, adds what it counted to the shared counter in `rate_limits` (one statement
 * for every client), reading back each total: every instance's requests. A client is refused
 * when that total plus what this process counted since is over the limit.
 *
 * Across N instances a client can exceed the limit by what the other instances let through in
 * the second before their counts arrive; within one instance never. When the database does not
 * answer, the counts wait for the next second and the local count still limits.
 */
import type { Database } from '../database/client';
import { addToRateLimits, type RateLimitRule } from '../app/utils/rate-limit.server';
import { databaseErrorCode } from '../app/utils/error-line.server';

interface Tally {
  /** Requests counted here and not yet added to the shared counter. */
  pending: number;
  /** The shared counter's total at the last flush, in its window. */
  total: number;
  /** When that window ends (ms since the epoch); after it the total starts again from 0. */
  windowEndsAt: number;
}

const flushEveryMs = 1_000;
/** Two parameters a row: well under PostgreSQL's 65,535 parameters a statement. */
const rowsPerStatement = 10_000;

export class PooledRateLimit {
  readonly #tallies = new Map<string, Tally>();
  #timer: NodeJS.Timeout | undefined;
  #flushing: Promise<void> | undefined;
  #failing = false;

  constructor(
    private readonly db: Database,
    /** Keys are `<prefix>:<client>`, beside the other limits' keys. */
    private readonly prefix: string,
    private readonly rule: RateLimitRule,
    /** Most clients remembered between flushes: a flood of addresses cannot fill memory. */
    private readonly maxClients = 100_000,
  ) {}

  /** Counts one request of `client`: null when it may go on, else the seconds to wait. */
  take(client: string, now = Date.now()): number | null {
    let tally = this.#tallies.get(client);
    if (!tally || tally.windowEndsAt <= now) {
      if (!tally && this.#tallies.size >= this.maxClients) return 1; // full until the next flush
      tally = { pending: tally?.pending ?? 0, total: 0, windowEndsAt: now + this.windowMs };
      this.#tallies.set(client, tally);
    }
    tally.pending++;
    this.#timer ??= setInterval(() => void this.flush(), flushEveryMs).unref();
    if (tally.total + tally.pending <= this.rule.limit) return null;
    return Math.max(1, Math.ceil((tally.windowEndsAt - now) / 1000));
  }

  /** Adds the counts of this process to the shared counters and reads back their totals. */
  flush(): Promise<void> {
    this.#flushing ??= this.#flush().finally(() => (this.#flushing = undefined));
    return this.#flushing;
  }

  get windowMs() {
    return this.rule.windowSeconds * 1000;
  }

  async #flush() {
    const now = Date.now();
    const due: [string, Tally, number][] = [];
    for (const [client, tally] of this.#tallies) {
      if (tally.pending > 0) due.push([client, tally, tally.pending]);
      else if (tally.windowEndsAt <= now) this.#tallies.delete(client); // idle: forgotten
    }
    if (this.#tallies.size === 0) this.#timer = void clearInterval(this.#timer);
    if (due.length === 0) return;
    // Requests that arrive while the statement runs stay pending for the next flush.
    for (const [, tally, count] of due) tally.pending -= count;
    const counts = due.map(([client, , count]) => ({ key: `${this.prefix}:${client}`, count }));
    try {
      const rows = [];
      for (let i = 0; i < counts.length; i += rowsPerStatement) {
        rows.push(
          ...(await addToRateLimits(this.db, counts.slice(i, i + rowsPerStatement), this.rule)),
        );
      }
      const totals = new Map(rows.map((row) => [row.key, row]));
      const readAt = Date.now();
      this.#failing = false;
      for (const [client, tally] of due) {
        const row = totals.get(`${this.prefix}:${client}`);
        if (!row) continue;
        tally.total = row.count;
        tally.windowEndsAt = readAt + row.secondsLeft * 1000;
      }
    } catch (error) {
      for (const [, tally, count] of due) tally.pending += count;
      // Once per outage, not once a second; the code only: the statement holds client IPs.
      if (!this.#failing) {
        console.error(`[server] rate-limit counts wait: ${databaseErrorCode(error)}`);
      }
      this.#failing = true;
    }
  }
}
