/**
 * Fixed-window rate limits with counters in the database, so a limit holds across every server
 * instance. One upsert per check: the counter resets when its window has passed.
 *
 *   const limit = await consumeRateLimit(db, `sign-in:ip:${ip}`, { limit: 10, windowSeconds: 600 });
 *   if (!limit.ok) throw tooManyRequests(limit.retryAfterSeconds);
 */
import { sql } from 'drizzle-orm';
import { data } from 'react-router';
import type { Database } from '#database/client';
import { rateLimits } from '#database/schema';

export interface RateLimitRule {
  limit: number;
  windowSeconds: number;
}

export type RateLimitResult = { ok: true } | { ok: false; retryAfterSeconds: number };

export async function consumeRateLimit(
  db: Database,
  key: string,
  rule: RateLimitRule,
): Promise<RateLimitResult> {
  const window = sql`make_interval(secs => ${rule.windowSeconds})`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStartedAt} + ${window} <= now() then 1 else ${rateLimits.count} + 1 end`,
        windowStartedAt: sql`case when ${rateLimits.windowStartedAt} + ${window} <= now() then now() else ${rateLimits.windowStartedAt} end`,
      },
    })
    .returning({
      count: rateLimits.count,
      retryAfter: sql<number>`ceil(extract(epoch from (${rateLimits.windowStartedAt} + ${window} - now())))::int`,
    });
  if (!row || row.count <= rule.limit) return { ok: true };
  return { ok: false, retryAfterSeconds: Math.max(1, row.retryAfter) };
}

/** The 429 answer: a clear message and a Retry-After header. */
export function tooManyRequests(retryAfterSeconds: number, message?: string) {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return data(
    {
      error:
        message ??
        `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
    },
    { status: 429, headers: { 'Retry-After': String(retryAfterSeconds) } },
  );
}
