/**
 * `npm run admin:grant|admin:revoke -- <email>`: the command keeps the site's rules. A suspended
 * account is never made admin, and neither is one whose address was never proved by the link
 * mailed to it (whoever signed up first with someone else's address). `--force` grants anyway,
 * and the command and the audit trail both name what it overrode.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '#database/client';
import { profiles, user } from '#database/schema';
import { recordModeration } from '~/utils/moderation-log.server';
import { isSuspendedNow } from './admin-role.server';

/** What a grant would override, in the words the command prints. */
export const grantObstacles = {
  suspended: 'the account is suspended',
  unproved: 'its e-mail address is not confirmed',
} as const;
export type GrantObstacle = keyof typeof grantObstacles;

export type AdminCommandOutcome =
  | { outcome: 'no-account' }
  | { outcome: 'refused'; obstacles: GrantObstacle[] }
  | { outcome: 'done'; overridden: GrantObstacle[] };

async function obstaclesOf(db: Database, userId: string, emailVerified: boolean) {
  const obstacles: GrantObstacle[] = [];
  if (await isSuspendedNow(db, userId)) obstacles.push('suspended');
  if (!emailVerified) obstacles.push('unproved');
  return obstacles;
}

/**
 * Sets the flag of the account with this e-mail, recorded in the audit trail as done from the
 * command line. A grant the site would refuse is refused unless `force` is set.
 */
export async function setAdminByEmail(
  db: Database,
  email: string,
  isAdmin: boolean,
  { force = false }: { force?: boolean } = {},
): Promise<AdminCommandOutcome> {
  const [account] = await db
    .select({ id: user.id, emailVerified: user.emailVerified })
    .from(user)
    .where(eq(user.email, email.trim().toLowerCase()))
    .limit(1);
  if (!account) return { outcome: 'no-account' };
  const obstacles = isAdmin ? await obstaclesOf(db, account.id, account.emailVerified) : [];
  if (obstacles.length > 0 && !force) return { outcome: 'refused', obstacles };
  const overrode = obstacles.map((obstacle) => grantObstacles[obstacle]).join(', ');
  await db.transaction(async (tx) => {
    await tx.update(profiles).set({ isAdmin }).where(eq(profiles.userId, account.id));
    await recordModeration(tx, {
      actorId: null,
      action: isAdmin ? 'grant_admin' : 'revoke_admin',
      targetKind: 'user',
      targetId: account.id,
      reason: overrode ? `command line, --force although ${overrode}` : 'command line',
    });
  });
  return { outcome: 'done', overridden: obstacles };
}
