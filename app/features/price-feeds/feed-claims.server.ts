/**
 * Which process checks which feed: as the digests do, a due feed is claimed with SKIP LOCKED
 * and its claim set in the same statement, so N instances check each feed once. A claim lasts
 * 15 minutes; one left by a process that stopped mid-check is taken again after that.
 */
import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '#database/client';
import { priceFeeds, vendors } from '#database/schema';
import type { FeedFormat } from './feed-item';

export interface ClaimedFeed {
  vendorId: number;
  url: string;
  format: FeedFormat;
}

const f = priceFeeds;

/** Due feeds (all, or the one vendor's), claimed for this process. */
export async function claimDueFeeds(db: Database, vendorSlug?: string): Promise<ClaimedFeed[]> {
  const vendorFilter = vendorSlug
    ? [
        inArray(
          f.vendorId,
          db.select({ id: vendors.id }).from(vendors).where(eq(vendors.slug, vendorSlug)),
        ),
      ]
    : [];
  const due = db
    .select({ vendorId: f.vendorId })
    .from(f)
    .where(
      and(
        lte(f.nextCheckAt, sql`now()`),
        or(isNull(f.claimedUntil), lte(f.claimedUntil, sql`now()`)),
        ...vendorFilter,
      ),
    )
    .orderBy(f.nextCheckAt)
    .limit(50)
    .for('update', { skipLocked: true });
  return db
    .update(f)
    .set({ claimedUntil: sql`now() + interval '15 minutes'` })
    .where(inArray(f.vendorId, due))
    .returning({ vendorId: f.vendorId, url: f.url, format: f.format });
}

/** Records a check's outcome, releases the claim and sets the next check. */
export async function finishCheck(
  db: Database,
  vendorId: number,
  outcome: { ok: boolean; sentence: string },
  hours: number,
) {
  await db
    .update(f)
    .set({
      claimedUntil: null,
      lastCheckedAt: sql`now()`,
      lastOk: outcome.ok,
      lastResult: outcome.sentence.slice(0, 500),
      failuresInRow: outcome.ok ? 0 : sql`${f.failuresInRow} + 1`,
      nextCheckAt: sql`now() + make_interval(secs => ${Math.round(hours * 3600)})`,
    })
    .where(eq(f.vendorId, vendorId));
}

/**
 * "Check prices now": makes the vendor's feed due, at most once a minute per vendor; false when
 * the vendor has no feed or the last press was under a minute ago.
 */
export async function takeManualCheck(db: Database, vendorId: number): Promise<boolean> {
  const rows = await db
    .update(f)
    .set({ lastManualCheckAt: sql`now()`, nextCheckAt: sql`now()` })
    .where(
      and(
        eq(f.vendorId, vendorId),
        or(isNull(f.lastManualCheckAt), lte(f.lastManualCheckAt, sql`now() - interval '1 minute'`)),
      ),
    )
    .returning({ vendorId: f.vendorId });
  return rows.length > 0;
}
