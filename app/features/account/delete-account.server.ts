/**
 * A member deletes their account (decision 0022), in one transaction: their reviews
 * and votes go (the vote-count triggers keep every other review's counts exact), their
 * discussions and comments pass to the "Deleted member" account so threads still read, the
 * rate-limit counters keyed by their e-mail or id, their reset tokens and the audit trail's and
 * others' mentions of them, under any name or address they ever had, go (erase-traces.server.ts), and then the user row, whose foreign keys
 * take sessions, password, profile, flags, notifications and the contact messages they sent
 * signed in with it.
 */
import { eq, inArray, or, sql } from 'drizzle-orm';
import type { AppLoadContext } from 'react-router';
import {
  comments,
  deletedMemberId,
  discussions,
  formerNames,
  profiles,
  reviewVotes,
  user,
  vendorReviews,
  verification,
} from '#database/schema';
import { activeAdminIds } from '~/features/auth/admin-role.server';
import { checkPassword } from '~/features/auth/password-change.server';
import type { SessionUser } from '~/features/auth/session-user';
import { eraseTraces } from './erase-traces.server';

export type DeleteOutcome = 'deleted' | 'wrong-password' | 'last-admin';

type Transaction = Parameters<Parameters<AppLoadContext['db']['transaction']>[0]>[0];

/** True when no other admin who can act (not suspended) would be left. */
async function isLastAdmin(tx: Transaction, userId: string): Promise<boolean> {
  return (await activeAdminIds(tx)).every((id) => id === userId);
}

export async function deleteAccount(
  context: AppLoadContext,
  member: SessionUser,
  password: string,
): Promise<DeleteOutcome> {
  if (!(await checkPassword(context, member.id, password))) return 'wrong-password';
  return context.db.transaction(async (tx) => {
    if (member.isAdmin && (await isLastAdmin(tx, member.id))) return 'last-admin';
    const [row] = await tx
      .select({
        email: user.email,
        name: user.name,
        username: profiles.username,
        displayName: profiles.displayName,
      })
      .from(user)
      .leftJoin(profiles, eq(profiles.userId, user.id))
      .where(eq(user.id, member.id));
    if (!row) return 'deleted'; // deleted by a request a moment ago
    // Names and addresses given up before: others' words may still quote them.
    const former = await tx
      .select({ kind: formerNames.kind, value: formerNames.value })
      .from(formerNames)
      .where(eq(formerNames.userId, member.id));
    const emails = [row.email, ...former.filter((f) => f.kind === 'email').map((f) => f.value)];
    await tx.delete(reviewVotes).where(eq(reviewVotes.userId, member.id));
    await tx.delete(vendorReviews).where(eq(vendorReviews.userId, member.id));
    const toDeletedMember = { authorId: deletedMemberId };
    await tx.update(discussions).set(toDeletedMember).where(eq(discussions.authorId, member.id));
    await tx.update(comments).set(toDeletedMember).where(eq(comments.authorId, member.id));
    await eraseTraces(tx, {
      id: member.id,
      emails,
      names: [
        ...[row.name, row.username, row.displayName],
        ...former.filter((f) => f.kind !== 'email').map((f) => f.value),
      ],
    });
    await tx
      .delete(verification)
      // Reset tokens hold the id; e-mail change links hold it inside their JSON.
      .where(
        or(
          sql`strpos(${verification.value}, ${member.id}) > 0`,
          inArray(verification.identifier, emails),
        ),
      );
    // Messages they sent signed in go with the user row (its foreign key); a message signed with
    // the same address by a visitor or another member is theirs, and stays.
    await tx.delete(user).where(eq(user.id, member.id));
    return 'deleted';
  });
}
