/**
 * Suspended members (decision 0023): an admin's suspension ends every session at once
 * (app/features/admin/members.server.ts); until it ends, the session read ignores any session of
 * theirs (session-query.server.ts) and sign-in refuses them with this message, after the
 * password was checked, so a stranger does not learn whether an account is suspended.
 */
import { and, eq, gt, isNotNull, isNull, or, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '#database/client';
import { profiles } from '#database/schema';

export interface Suspension {
  until: Date | null;
  reason: string | null;
}

/** SQL true while the profile's suspension lasts (`now` bound by the caller). */
export function isSuspended(now: SQLWrapper | Date): SQL {
  return and(
    isNotNull(profiles.suspendedAt),
    or(isNull(profiles.suspendedUntil), gt(profiles.suspendedUntil, now)),
  )!;
}

export async function activeSuspension(db: Database, userId: string): Promise<Suspension | null> {
  const [row] = await db
    .select({ until: profiles.suspendedUntil, reason: profiles.suspensionReason })
    .from(profiles)
    .where(and(eq(profiles.userId, userId), isSuspended(new Date())));
  return row ?? null;
}

const day = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** What the sign-in form says to a suspended member. */
export function suspensionMessage({ until, reason }: Suspension): string {
  const when = until ? `until ${day.format(until)}` : 'until an admin lifts it';
  return `This account is suspended ${when}.${reason ? ` Reason: ${reason}` : ''}`;
}
