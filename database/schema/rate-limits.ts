/**
 * Fixed-window counters for abuse protection. They live in the database, not in memory,
 * so a limit holds across every server instance behind a load balancer.
 */
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const rateLimits = pgTable('rate_limits', {
  /** e.g. 'sign-in:ip:203.0.113.9' or 'comment:user:abc'. */
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
});
