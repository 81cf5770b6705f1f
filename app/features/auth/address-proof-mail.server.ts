/**
 * The mails that carry an address link. Each names the account the link is for, since the
 * mailbox's owner may not be the person who typed the address, and says what to do if that
 * account is not theirs.
 */
import type { MailMessage } from '~/utils/mail.server';

const notYours = (username: string) =>
  `If you did not create @${username}, someone used your address. Open the same link and choose "This isn't my account": that account loses your address and is signed out everywhere.`;

/** For the address the account already has (after sign-up, or asked for again on /profile). */
export function addressProofMail(to: string, link: string, username: string): MailMessage {
  return {
    to,
    subject: 'Confirm your Peptidia e-mail address',
    text: `This mail is about the Peptidia account @${username}, which gave this address.\n\nIf that account is yours, open this link within an hour to confirm that this address is yours:\n\n${link}\n\n${notYours(username)}\n`,
  };
}

/** For a new address the account asked to move to. */
export function addressChangeMail(to: string, link: string, username: string): MailMessage {
  return {
    to,
    subject: 'Confirm your new Peptidia e-mail address',
    text: `The Peptidia account @${username} asked to make this its e-mail address. To make it so, open this link within an hour:\n\n${link}\n\nIf you did not ask for it, ignore this mail: nothing changes. To make sure @${username} never gets this address, open the link and choose "This isn't my account".\n`,
  };
}

/** To an address someone just tried to sign up with, which already has an account. */
export function signUpAttemptMail(
  env: { SITE_URL: string },
  to: string,
  link: string,
  username: string,
): MailMessage {
  const signIn = new URL('/auth', env.SITE_URL).href;
  const reset = new URL('/auth?tab=reset', env.SITE_URL).href;
  return {
    to,
    subject: 'Someone tried to sign up with your address',
    text: `Someone tried to sign up to Peptidia with this e-mail address. It already belongs to the account @${username}, so no new account was made.\n\nIf that was you: sign in at ${signIn}, or set a new password at ${reset} if you forgot it.\n\nIf you did not create @${username}, someone used your address. Open this link within an hour and choose "This isn't my account": that account loses your address and is signed out everywhere, and you can sign up with it.\n\n${link}\n\nIf it was not you and @${username} is yours, ignore this mail: nothing changed.\n`,
  };
}
