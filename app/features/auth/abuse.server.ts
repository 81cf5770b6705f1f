/**
 * Abuse protection for the accounts forms: rate limits per IP and per account (counters in the
 * database, so they hold across instances) and a honeypot field that people never fill in.
 * RATE_LIMIT_SCALE multiplies every limit (the end-to-end suite signs up many users from one IP).
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import type { AppLoadContext } from 'react-router';
import type { Database } from '#database/client';
import { rateLimits } from '#database/schema';
import { consumeRateLimit, tooManyRequests, type RateLimitRule } from '~/utils/rate-limit.server';
import { honeypotFieldName } from './honeypot';

export const authLimits = {
  signUpPerIp: { limit: 30, windowSeconds: 60 * 60 },
  signInPerIp: { limit: 50, windowSeconds: 10 * 60 },
  /** Only failed attempts count; a successful sign-in clears the counter. */
  signInFailuresPerAccount: { limit: 10, windowSeconds: 15 * 60 },
  resetRequestPerIp: { limit: 20, windowSeconds: 60 * 60 },
  resetRequestPerEmail: { limit: 5, windowSeconds: 60 * 60 },
  newPasswordPerIp: { limit: 20, windowSeconds: 60 * 60 },
  passwordChangePerUser: { limit: 10, windowSeconds: 15 * 60 },
} satisfies Record<string, RateLimitRule>;

export type AuthLimit = keyof typeof authLimits;

function rule(context: AppLoadContext, name: AuthLimit): RateLimitRule {
  const base = authLimits[name];
  return { ...base, limit: Math.max(1, Math.round(base.limit * context.env.RATE_LIMIT_SCALE)) };
}

/** Counts one attempt; returns the 429 answer when the limit is passed, else null. */
export async function consumeAuthLimit(context: AppLoadContext, name: AuthLimit, subject: string) {
  const result = await consumeRateLimit(context.db, `${name}:${subject}`, rule(context, name));
  return result.ok ? null : tooManyRequests(result.retryAfterSeconds);
}

/** Seconds to wait when the counter is already at its limit (without counting), else null. */
export async function blockedFor(
  context: AppLoadContext,
  name: AuthLimit,
  subject: string,
): Promise<number | null> {
  const { limit, windowSeconds } = rule(context, name);
  const window = sql`make_interval(secs => ${windowSeconds})`;
  const [row] = await context.db
    .select({
      retryAfter: sql<number>`ceil(extract(epoch from (${rateLimits.windowStartedAt} + ${window} - now())))::int`,
    })
    .from(rateLimits)
    .where(
      and(
        eq(rateLimits.key, `${name}:${subject}`),
        gt(rateLimits.count, limit - 1),
        sql`${rateLimits.windowStartedAt} + ${window} > now()`,
      ),
    );
  return row ? Math.max(1, row.retryAfter) : null;
}

export async function clearAuthLimit(db: Database, name: AuthLimit, subject: string) {
  await db.delete(rateLimits).where(eq(rateLimits.key, `${name}:${subject}`));
}

export function honeypotFilled(form: FormData): boolean {
  const value = form.get(honeypotFieldName);
  return typeof value === 'string' && value.trim() !== '';
}
