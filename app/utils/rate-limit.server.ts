/**
 * Every rate limit of the site, in one place: the rules, the counting, the peek, the reset and
 * the 429 answer. Fixed windows with counters in the database (`rate_limits`), so a limit holds
 * across every server instance; one upsert per counted attempt, and the counter starts again
 * when its window has passed.
 *
 *   const limited = await consumeLimit(context, 'vote', `user:${user.id}`);
 *   if (limited) return limited;
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import type { AppLoadContext } from 'react-router';
import type { Database } from '#database/client';
import { rateLimits } from '#database/schema';
import { refused } from './action-result';

export interface RateLimitRule {
  limit: number;
  windowSeconds: number;
}

export type RateLimitResult = { ok: true } | { ok: false; retryAfterSeconds: number };

/**
 * The accounts forms, per IP and per account (docs/accounts.md). RATE_LIMIT_SCALE multiplies
 * these, and only these: the end-to-end suite signs up many users from one IP.
 */
export const authLimits = {
  signUpPerIp: { limit: 30, windowSeconds: 60 * 60 },
  signInPerIp: { limit: 50, windowSeconds: 10 * 60 },
  /** Only failed attempts count; a successful sign-in clears the counter. */
  signInFailuresPerAccount: { limit: 10, windowSeconds: 15 * 60 },
  resetRequestPerIp: { limit: 20, windowSeconds: 60 * 60 },
  resetRequestPerEmail: { limit: 5, windowSeconds: 60 * 60 },
  newPasswordPerIp: { limit: 20, windowSeconds: 60 * 60 },
  passwordChangePerUser: { limit: 10, windowSeconds: 15 * 60 },
  contactPerIp: { limit: 5, windowSeconds: 60 * 60 },
} satisfies Record<string, RateLimitRule>;

/** Per member: generous for real use, tight enough to stop scripted floods. */
export const reviewRateLimits = {
  review: { limit: 10, windowSeconds: 3600 },
  vote: { limit: 60, windowSeconds: 60 },
  /** Following and unfollowing peptides and vendors. */
  follow: { limit: 60, windowSeconds: 60 },
} satisfies Record<string, RateLimitRule>;

/** Per member: room for a lively thread, not for a script. */
export const communityRateLimits = {
  discussion: { limit: 10, windowSeconds: 3600 },
  comment: { limit: 30, windowSeconds: 600 },
  /** Flags, edits and removals of own posts. */
  flag: { limit: 20, windowSeconds: 3600 },
  edit: { limit: 30, windowSeconds: 600 },
} satisfies Record<string, RateLimitRule>;

const rules = { ...authLimits, ...reviewRateLimits, ...communityRateLimits };

/** The longest window of any limit: a counter older than this counts nothing any more. */
export const longestWindowSeconds = Math.max(
  ...Object.values(rules).map((rule) => rule.windowSeconds),
);

/** A limited action; its counters are kept under `<action>:<subject>`. */
export type LimitedAction = keyof typeof rules;

type LimitContext = Pick<AppLoadContext, 'db' | 'env'>;

function ruleFor(env: LimitContext['env'], action: LimitedAction): RateLimitRule {
  const rule = rules[action];
  if (!(action in authLimits)) return rule;
  return { ...rule, limit: Math.max(1, Math.round(rule.limit * env.RATE_LIMIT_SCALE)) };
}

// The fixed window, written once: the counting upsert and the peek both read it from here.
const windowEnd = ({ windowSeconds }: RateLimitRule) =>
  sql`${rateLimits.windowStartedAt} + make_interval(secs => ${windowSeconds})`;
const windowOver = (rule: RateLimitRule) => sql`${windowEnd(rule)} <= now()`;
const secondsLeft = (rule: RateLimitRule) =>
  sql<number>`ceil(extract(epoch from (${windowEnd(rule)} - now())))::int`;

/** Counts one attempt under `key`; refuses once the window holds more than `rule.limit`. */
export async function consumeRateLimit(
  db: Database,
  key: string,
  rule: RateLimitRule,
): Promise<RateLimitResult> {
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${windowOver(rule)} then 1 else ${rateLimits.count} + 1 end`,
        windowStartedAt: sql`case when ${windowOver(rule)} then now() else ${rateLimits.windowStartedAt} end`,
      },
    })
    .returning({ count: rateLimits.count, retryAfter: secondsLeft(rule) });
  if (!row || row.count <= rule.limit) return { ok: true };
  return { ok: false, retryAfterSeconds: Math.max(1, row.retryAfter) };
}

/** Counts one attempt; returns the 429 answer when the limit is passed, else null. */
export async function consumeLimit(context: LimitContext, action: LimitedAction, subject: string) {
  const rule = ruleFor(context.env, action);
  const result = await consumeRateLimit(context.db, `${action}:${subject}`, rule);
  return result.ok ? null : tooManyRequests(result.retryAfterSeconds);
}

/** Seconds to wait when the counter is already at its limit (without counting), else null. */
export async function blockedFor(
  context: LimitContext,
  action: LimitedAction,
  subject: string,
): Promise<number | null> {
  const rule = ruleFor(context.env, action);
  const [row] = await context.db
    .select({ retryAfter: secondsLeft(rule) })
    .from(rateLimits)
    .where(
      and(
        eq(rateLimits.key, `${action}:${subject}`),
        gt(rateLimits.count, rule.limit - 1),
        sql`not (${windowOver(rule)})`,
      ),
    );
  return row ? Math.max(1, row.retryAfter) : null;
}

/** Forgets the counter (a successful sign-in clears the failures of that account). */
export async function clearLimit(db: Database, action: LimitedAction, subject: string) {
  await db.delete(rateLimits).where(eq(rateLimits.key, `${action}:${subject}`));
}

/** The 429 answer: a refusal whose message says how long to wait, and a Retry-After header. */
export function tooManyRequests(retryAfterSeconds: number) {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return refused(
    429,
    {
      message: `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
    },
    { 'Retry-After': String(retryAfterSeconds) },
  );
}

export type TooManyRequests = ReturnType<typeof tooManyRequests>;
