/**
 * What deleting an account changes beyond the member's own rows (which go with the user row or
 * pass to "Deleted member"): the rate-limit counters named after any e-mail they had or their id
 * (and every spent counter, which may name an address they had before), the audit
 * trail's ids of them, and the words others wrote about them that quote any e-mail, username or
 * name they have or had (a suspension reason, a hide reason, a flag's note). The audit trail keeps every entry,
 * with "Deleted member" in place of the member and the quote replaced.
 */
import { eq, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AppLoadContext } from 'react-router';
import {
  comments,
  deletedMemberId,
  discussions,
  editorialLog,
  flags,
  moderationLog,
  notifications,
  profiles,
  rateLimits,
  vendorReviews,
} from '#database/schema';
import { longestWindowSeconds } from '~/utils/rate-limit.server';

type Transaction = Parameters<Parameters<AppLoadContext['db']['transaction']>[0]>[0];

export interface ErasedMember {
  id: string;
  /** Their address and every address they had before (former_names). */
  emails: string[];
  /** Names the member went by, now and before: username, display name, the account's name. */
  names: (string | null)[];
}

/** Free text that others write about a member, in which a deleted member is no longer named. */
const textsAboutMembers: [PgTable, PgColumn][] = [
  [moderationLog, moderationLog.reason],
  [editorialLog, editorialLog.summary],
  [notifications, notifications.reason],
  [flags, flags.note],
  [discussions, discussions.hiddenReason],
  [comments, comments.hiddenReason],
  [vendorReviews, vendorReviews.hiddenReason],
  [profiles, profiles.suspensionReason],
];

export const deletedMemberMention = 'a deleted member';

/** A value as a regular expression that matches it literally (PostgreSQL's ARE syntax). */
const literal = (value: string) => value.replace(/[\\^$.|?*+()[\]{}]/g, '\\$&');

/** The member's e-mail, username or name as a whole word, in any case. */
function mentionPattern(member: ErasedMember): string {
  const names = [...member.emails, ...member.names]
    .filter((value): value is string => Boolean(value && value.trim().length > 1))
    .sort((a, b) => b.length - a.length)
    .map(literal);
  return `(?<![[:alnum:]_])(?:${names.join('|')})(?![[:alnum:]_])`;
}

/** Counters named after the member: `<action>:<e-mail>` and `<action>:user:<id>`, `<action>:<id>`. */
function limitsOf(member: ErasedMember): SQL | undefined {
  const endsWith = (suffix: string) =>
    sql`lower(right(${rateLimits.key}, ${suffix.length})) = ${suffix.toLowerCase()}`;
  return or(
    ...member.emails.map((email) => endsWith(`:${email}`)),
    endsWith(`:user:${member.id}`),
    endsWith(`:${member.id}`),
  );
}

/**
 * Counters whose window is over count nothing, yet their keys still name someone: one under an
 * address the member used before changing it cannot be told from a stranger's, so these go too.
 */
const spentLimits = sql`${rateLimits.windowStartedAt} < now() - make_interval(secs => ${longestWindowSeconds})`;

export async function eraseTraces(tx: Transaction, member: ErasedMember) {
  await tx.delete(rateLimits).where(or(limitsOf(member), spentLimits));
  await tx
    .update(moderationLog)
    .set({ actorId: deletedMemberId })
    .where(eq(moderationLog.actorId, member.id));
  await tx
    .update(moderationLog)
    .set({ targetId: deletedMemberId })
    .where(sql`${moderationLog.targetKind} = 'user' and ${moderationLog.targetId} = ${member.id}`);
  const pattern = mentionPattern(member);
  for (const [table, column] of textsAboutMembers) {
    await tx.execute(
      sql`update ${table} set ${sql.identifier(column.name)} =
          regexp_replace(${column}, ${pattern}, ${deletedMemberMention}, 'gi')
          where ${column} ~* ${pattern}`,
    );
  }
}
