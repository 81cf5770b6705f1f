/**
 * Changing the e-mail address (issue 20, decision 0022): the member asks with their password; a
 * link goes to the new address and a notice to the old one; the old address stays until the link
 * is used. The link's token is 32 random bytes; only its SHA-256 is stored (better-auth's
 * verification table), so the database cannot give a working link away. It works once (the row
 * is deleted as it is used) and for an hour.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { AppLoadContext } from 'react-router';
import { user, verification } from '#database/schema';
import { checkPassword } from '~/features/auth/password-change.server';
import type { SessionUser } from '~/features/auth/session-user';
import { sendMail } from '~/utils/mail.server';

const lifetimeMs = 60 * 60 * 1000;
const identifierOf = (token: string) =>
  `change-email:${createHash('sha256').update(token).digest('hex')}`;

export type EmailChangeRequest = 'sent' | 'wrong-password' | 'taken' | 'same';

const isUniqueViolation = (error: unknown) => {
  const cause = (error as { cause?: { code?: string } })?.cause ?? error;
  return (cause as { code?: string })?.code === '23505';
};

export async function requestEmailChange(
  context: AppLoadContext,
  member: SessionUser,
  input: { email: string; password: string },
): Promise<EmailChangeRequest> {
  const email = input.email.trim().toLowerCase();
  if (!(await checkPassword(context, member.id, input.password))) return 'wrong-password';
  if (email === member.email) return 'same';
  const [taken] = await context.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  if (taken) return 'taken';
  const token = randomBytes(32).toString('base64url');
  await context.db.insert(verification).values({
    id: randomBytes(16).toString('hex'),
    identifier: identifierOf(token),
    value: JSON.stringify({ userId: member.id, email }),
    expiresAt: new Date(Date.now() + lifetimeMs),
  });
  const link = new URL('/profile/confirm-email', context.env.SITE_URL);
  link.searchParams.set('token', token);
  const mails = [
    sendMail(context.env, {
      to: email,
      subject: 'Confirm your new Peptidia e-mail address',
      text: `To make this your Peptidia e-mail address, open this link within an hour:\n\n${link.href}\n\nIf you did not ask for it, ignore this mail: nothing changes.\n`,
    }),
    sendMail(context.env, {
      to: member.email,
      subject: 'Your Peptidia e-mail address is being changed',
      text: `Someone signed in as you asked to change your Peptidia e-mail address. It changes only when the link sent to the new address is opened.\n\nIf it was not you, sign in and change your password now.\n`,
    }),
  ];
  for (const mail of mails) {
    void mail.catch((error: unknown) =>
      console.error(`[account] e-mail change mail failed: ${(error as Error).message}`),
    );
  }
  return 'sent';
}

export type EmailChangeConfirmation = 'changed' | 'invalid' | 'taken';

/** Uses the link's token once: the new address replaces the old one, or nothing changes. */
export async function confirmEmailChange(
  context: AppLoadContext,
  token: string,
): Promise<EmailChangeConfirmation> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return 'invalid';
  try {
    return await context.db.transaction(async (tx) => {
      const [used] = await tx
        .delete(verification)
        .where(
          and(
            eq(verification.identifier, identifierOf(token)),
            gt(verification.expiresAt, new Date()),
          ),
        )
        .returning({ value: verification.value });
      if (!used) return 'invalid';
      const { userId, email } = JSON.parse(used.value) as { userId: string; email: string };
      const changed = await tx
        .update(user)
        .set({ email, updatedAt: new Date() })
        .where(eq(user.id, userId))
        .returning({ id: user.id });
      return changed.length > 0 ? 'changed' : 'invalid';
    });
  } catch (error) {
    // Someone signed up with that address meanwhile: the link is used up, nothing changed.
    if (isUniqueViolation(error)) return 'taken';
    throw error;
  }
}
