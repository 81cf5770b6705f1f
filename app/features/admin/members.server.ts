/**
 * The Members page's changes (decision 0023; its list is member-search.server.ts): suspend a
 * member (with a reason and an optional end) or lift it, and grant or revoke admin. Every change is written with its audit
 * trail entry in one transaction. Never on oneself; never the last admin who can act; an admin is
 * not suspended (revoke first) and a suspended member is not made admin (lift first), so no mix of
 * the two leaves the site without an admin; the "Deleted member" account is not a member.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '#database/client';
import { deletedMemberId, profiles, session } from '#database/schema';
import { cancelPendingLinks } from '~/features/auth/address-proof.server';
import { activeAdminIds } from '~/features/auth/admin-role.server';
import { isSuspended } from '~/features/auth/suspension.server';
import { recordModeration } from '~/utils/moderation-log.server';

export type MemberChange =
  | { intent: 'suspend'; memberId: string; reason: string; until: Date | null }
  | { intent: 'lift' | 'grant-admin' | 'revoke-admin'; memberId: string; reason: string };

/** What happened, in the words the page shows. */
export type MemberOutcome = { ok: true; message: string } | { ok: false; message: string };

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

async function lockedTarget(tx: Transaction, memberId: string) {
  const [row] = await tx
    .select({
      isAdmin: profiles.isAdmin,
      username: profiles.username,
      suspended: sql<boolean>`(${isSuspended(new Date())})`,
    })
    .from(profiles)
    .where(and(eq(profiles.userId, memberId), ne(profiles.userId, deletedMemberId)))
    .for('update');
  return row ?? null;
}

/** Only an admin who can act counts: a suspended one could not take over. */
async function otherAdminLeft(tx: Transaction, change: MemberChange) {
  return (await activeAdminIds(tx)).some((id) => id !== change.memberId);
}

async function apply(tx: Transaction, adminId: string, change: MemberChange, username: string) {
  const { memberId, reason } = change;
  const entry = { actorId: adminId, targetKind: 'user' as const, targetId: memberId, reason };
  switch (change.intent) {
    case 'suspend':
      await tx
        .update(profiles)
        .set({ suspendedAt: new Date(), suspendedUntil: change.until, suspensionReason: reason })
        .where(eq(profiles.userId, memberId));
      await tx.delete(session).where(eq(session.userId, memberId));
      // A link mailed before (reset, new address) must not let them back in meanwhile.
      await cancelPendingLinks(tx, memberId);
      await recordModeration(tx, { ...entry, action: 'suspend' });
      return `${username} is suspended and signed out everywhere.`;
    case 'lift':
      await tx
        .update(profiles)
        .set({ suspendedAt: null, suspendedUntil: null, suspensionReason: null })
        .where(eq(profiles.userId, memberId));
      await recordModeration(tx, { ...entry, action: 'lift_suspension' });
      return `${username} can sign in again.`;
    case 'grant-admin':
    case 'revoke-admin': {
      const isAdmin = change.intent === 'grant-admin';
      await tx.update(profiles).set({ isAdmin }).where(eq(profiles.userId, memberId));
      await recordModeration(tx, { ...entry, action: isAdmin ? 'grant_admin' : 'revoke_admin' });
      return isAdmin ? `${username} is now an admin.` : `${username} is no longer an admin.`;
    }
  }
}

export function changeMember(
  db: Database,
  adminId: string,
  change: MemberChange,
): Promise<MemberOutcome> {
  if (change.memberId === adminId) {
    return Promise.resolve({ ok: false, message: 'You cannot change your own account here.' });
  }
  return db.transaction(async (tx) => {
    const target = await lockedTarget(tx, change.memberId);
    if (!target) return { ok: false, message: 'This member does not exist.' };
    if (change.intent === 'suspend' && target.isAdmin) {
      return { ok: false, message: 'An admin cannot be suspended: remove their admin role first.' };
    }
    if (change.intent === 'grant-admin' && target.suspended) {
      return {
        ok: false,
        message: 'A suspended member cannot be made an admin: lift the suspension first.',
      };
    }
    if (change.intent === 'revoke-admin' && target.isAdmin && !(await otherAdminLeft(tx, change))) {
      return { ok: false, message: 'The last admin keeps the role.' };
    }
    return { ok: true, message: await apply(tx, adminId, change, target.username) };
  });
}
