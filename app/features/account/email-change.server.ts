/**
 * Changing the e-mail address (decision 0022): the member asks with their password; a link goes
 * to the new address and a notice to the old one; the old address stays until the link is used
 * (app/features/auth/address-proof.server.ts). Asking for the address they already have, while it
 * is not yet proved, mails that address a link that proves it.
 */
import { eq } from 'drizzle-orm';
import type { AppLoadContext } from 'react-router';
import { user } from '#database/schema';
import { createAddressProof } from '~/features/auth/address-proof.server';
import { addressChangeMail, addressProofMail } from '~/features/auth/address-proof-mail.server';
import { checkPassword } from '~/features/auth/password-change.server';
import type { SessionUser } from '~/features/auth/session-user';
import { sendMail, type MailMessage } from '~/utils/mail.server';

export type EmailChangeRequest = 'sent' | 'proof-sent' | 'wrong-password' | 'taken' | 'same';

function sendAll(context: AppLoadContext, mails: MailMessage[]) {
  for (const mail of mails) {
    void sendMail(context.env, mail).catch((error: unknown) =>
      console.error(`[account] e-mail change mail failed: ${(error as Error).message}`),
    );
  }
}

/** Whether the member's address was proved by a link mailed to it. */
export async function addressProved(context: AppLoadContext, userId: string): Promise<boolean> {
  const [row] = await context.db
    .select({ proved: user.emailVerified })
    .from(user)
    .where(eq(user.id, userId));
  return row?.proved === true;
}

export async function requestEmailChange(
  context: AppLoadContext,
  member: SessionUser,
  input: { email: string; password: string },
): Promise<EmailChangeRequest> {
  const email = input.email.trim().toLowerCase();
  if (!(await checkPassword(context, member.id, input.password))) return 'wrong-password';
  const [holder] = await context.db
    .select({ id: user.id, proved: user.emailVerified })
    .from(user)
    .where(eq(user.email, email));
  if (holder && holder.id !== member.id) return 'taken';
  if (holder?.proved) return 'same';
  const link = await createAddressProof(context.db, context.env, { userId: member.id, email });
  if (holder) {
    sendAll(context, [addressProofMail(email, link, member.username)]);
    return 'proof-sent';
  }
  sendAll(context, [
    addressChangeMail(email, link, member.username),
    {
      to: member.email,
      subject: 'Your Peptidia e-mail address is being changed',
      text: `Someone signed in as you asked to change your Peptidia e-mail address. It changes only when the link sent to the new address is opened.\n\nIf it was not you, sign in and change your password now: that also cancels the link.\n`,
    },
  ]);
  return 'sent';
}
