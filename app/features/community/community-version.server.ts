/**
 * The community's content version: raised by triggers (migration 0003) with every change to
 * discussions, comments, categories or profiles, visible exactly when the change is.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '#database/client';
import { contentVersions } from '#database/schema';

export async function communityVersion(db: Database): Promise<number> {
  const [row] = await db
    .select({ version: contentVersions.version })
    .from(contentVersions)
    .where(eq(contentVersions.scope, 'community'));
  return row?.version ?? 0;
}
