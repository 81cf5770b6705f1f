/**
 * The content versions the page caches are keyed by, raised by triggers in the same transaction
 * as every change they cover, so a reader sees the new number exactly when it sees the change:
 * - 'community' (migration 0003): discussions, comments, categories and profiles;
 * - 'reviews' (migration 0004): vendor reviews and their votes, shown on the vendor pages.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '#database/client';
import { contentVersions } from '#database/schema';
import { perDatabase } from '~/utils/per-database.server';

function preparedVersionQuery(scope: 'community' | 'reviews') {
  return perDatabase((db) =>
    db
      .select({ version: contentVersions.version })
      .from(contentVersions)
      .where(eq(contentVersions.scope, scope))
      .prepare(`${scope}_version`),
  );
}

// The host's page cache reads every scope at once (server/content-versions.ts); these are for
// tests of the triggers.
const communityQuery = preparedVersionQuery('community');
const reviewsQuery = preparedVersionQuery('reviews');

export async function communityVersion(db: Database): Promise<number> {
  const [row] = await communityQuery(db).execute();
  return row?.version ?? 0;
}

export async function reviewsVersion(db: Database): Promise<number> {
  const [row] = await reviewsQuery(db).execute();
  return row?.version ?? 0;
}
