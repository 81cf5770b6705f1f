/**
 * The community's content version: raised by triggers (migration 0003) with every change to
 * discussions, comments, categories or profiles, visible exactly when the change is.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '#database/client';
import { contentVersions } from '#database/schema';

function prepareVersionQuery(db: Database) {
  return db
    .select({ version: contentVersions.version })
    .from(contentVersions)
    .where(eq(contentVersions.scope, 'community'))
    .prepare('community_version');
}

// Asked by every member page request (app/utils/member-pages.server.ts): SQL built once.
const versionQueries = new WeakMap<Database, ReturnType<typeof prepareVersionQuery>>();

export async function communityVersion(db: Database): Promise<number> {
  let query = versionQueries.get(db);
  if (!query) {
    query = prepareVersionQuery(db);
    versionQueries.set(db, query);
  }
  const [row] = await query.execute();
  return row?.version ?? 0;
}
