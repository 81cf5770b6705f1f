/**
 * The community's content version: raised by triggers (migration 0003) with every change to
 * discussions, comments, categories or profiles, visible exactly when the change is.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '#database/client';
import { contentVersions } from '#database/schema';
import { perDatabase } from '~/utils/per-database.server';

// Asked by every member page request (app/utils/member-pages.server.ts).
const versionQuery = perDatabase((db) =>
  db
    .select({ version: contentVersions.version })
    .from(contentVersions)
    .where(eq(contentVersions.scope, 'community'))
    .prepare('community_version'),
);

export async function communityVersion(db: Database): Promise<number> {
  const [row] = await versionQuery(db).execute();
  return row?.version ?? 0;
}
