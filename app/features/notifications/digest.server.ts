/**
 * E-mail digests: a member who asked for them, and whose address is proved, gets at most one
 * mail an hour, listing the notifications they have not read and not yet been mailed (an
 * unproved member's wait on /notifications, and go out once the address is proved). Run every few minutes by each
 * server process (the host's background hook); several processes share the work safely: a
 * member is claimed with SKIP LOCKED and their last digest time moves in the same statement.
 * A mail that fails is not retried (its notices stay on /notifications): never two mails.
 */
import { and, eq, exists, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '#database/client';
import { notifications, profiles, user } from '#database/schema';
import type { Env } from '~/utils/env.server';
import { sendMail } from '~/utils/mail.server';
import { onOneLine } from '~/utils/outside-text';
import { noticeRows, toItem } from './notifications.server';
import { unsubscribeUrl } from './unsubscribe-link.server';

type DigestEnv = Pick<Env, 'SITE_URL' | 'AUTH_SECRET' | 'DATA_DIR' | 'SMTP_URL' | 'MAIL_FROM'>;

/** Members due a digest, claimed: their last digest time is now. */
async function claimDueMembers(db: Database): Promise<string[]> {
  const due = db
    .select({ userId: profiles.userId })
    .from(profiles)
    .where(
      and(
        eq(profiles.emailNotifications, true),
        // Only to a proved address: mail to one nobody proved would go to whoever typed it in.
        exists(
          db
            .select({ one: sql`1` })
            .from(user)
            .where(and(eq(user.id, profiles.userId), eq(user.emailVerified, true))),
        ),
        or(
          isNull(profiles.lastDigestAt),
          lte(profiles.lastDigestAt, sql`now() - interval '1 hour'`),
        ),
        exists(
          db
            .select({ one: sql`1` })
            .from(notifications)
            .where(
              and(
                eq(notifications.userId, profiles.userId),
                isNull(notifications.readAt),
                isNull(notifications.emailedAt),
              ),
            ),
        ),
      ),
    )
    .limit(100)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(profiles)
    .set({ lastDigestAt: sql`now()` })
    .where(inArray(profiles.userId, due))
    .returning({ userId: profiles.userId });
  return rows.map((row) => row.userId);
}

async function digestFor(db: Database, env: DigestEnv, userId: string) {
  const claimed = await db
    .update(notifications)
    .set({ emailedAt: sql`now()` })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        isNull(notifications.emailedAt),
      ),
    )
    .returning({ id: notifications.id });
  if (claimed.length === 0) return;
  const ids = claimed.map((row) => row.id);
  const [items, [member]] = await Promise.all([
    noticeRows(db, inArray(notifications.id, ids)).limit(50),
    db.select({ email: user.email }).from(user).where(eq(user.id, userId)),
  ]);
  if (!member) return;
  // A name, a title or a reason quoted here stays on its line, whatever an older row holds.
  const lines = items.map(toItem).map((item) => {
    const reason = item.reason ? `\n  Reason: ${onOneLine(item.reason)}` : '';
    return `- ${onOneLine(item.text)}${reason}`;
  });
  const more = ids.length > items.length ? `\n…and ${ids.length - items.length} more.` : '';
  const unsubscribe = unsubscribeUrl(env, userId);
  await sendMail(env, {
    to: member.email,
    subject: `Peptidia: ${ids.length} new notification${ids.length === 1 ? '' : 's'}`,
    text: [
      'Since your last digest:',
      '',
      ...lines,
      more,
      `Read them all: ${new URL('/notifications', env.SITE_URL).href}`,
      '',
      `You get at most one of these an hour. To stop them: ${unsubscribe}`,
    ].join('\n'),
    headers: { 'List-Unsubscribe': `<${unsubscribe}>` },
  });
}

/** Sends every digest that is due; how many members were mailed. */
export async function sendDueDigests(db: Database, env: DigestEnv): Promise<number> {
  const members = await claimDueMembers(db);
  for (const userId of members) {
    try {
      await digestFor(db, env, userId);
    } catch (error) {
      console.error(`[notifications] digest for a member failed: ${(error as Error).message}`);
    }
  }
  return members.length;
}
