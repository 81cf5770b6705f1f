/**
 * The open data API's limit per client IP, counted in the database before each answer: one
 * atomic upsert (`consumeRateLimit`: INSERT … ON CONFLICT DO UPDATE … RETURNING the new count),
 * so a burst from one client gets exactly the limit through, whichever worker or instance each
 * request reaches (docs/decisions/0036-api-limit-counted-before-each-answer.md).
 */
import type { Database } from '../database/client';
import { consumeRateLimit, type RateLimitRule } from '../app/utils/rate-limit.server';
import { databaseErrorCode } from '../app/utils/error-line.server';

/** What a request of a client may do: go on, wait so many seconds, or try again later. */
export type ApiAllowance = { go: true } | { go: false; waitSeconds: number; unavailable?: true };

/** Seconds a client is asked to wait when the counter cannot be reached. */
const unavailableWaitSeconds = 5;

export function createApiRateLimit(db: Database, rule: RateLimitRule) {
  let failing = false;
  return async function take(client: string): Promise<ApiAllowance> {
    try {
      const result = await consumeRateLimit(db, `api:${client}`, rule);
      failing = false;
      return result.ok ? { go: true } : { go: false, waitSeconds: result.retryAfterSeconds };
    } catch (error) {
      // Once per outage; the code only: the statement holds the client's address.
      if (!failing) console.error(`[server] rate-limit count failed: ${databaseErrorCode(error)}`);
      failing = true;
      // Uncounted requests would be unlimited ones: refused until the counter answers again.
      return { go: false, waitSeconds: unavailableWaitSeconds, unavailable: true };
    }
  };
}

export type ApiRateLimit = ReturnType<typeof createApiRateLimit>;
