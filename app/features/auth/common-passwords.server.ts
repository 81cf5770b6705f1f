/**
 * Whether a password is one of the 1,000 most common (the list: app/data/common-passwords.ts).
 * Compared without regard to case: 'Dragon' is guessed as soon as 'dragon'. Server-only
 * (*.server.ts): the check runs in the actions, and the list never reaches the browser bundle.
 */
import { commonPasswords } from '~/data/common-passwords';

const lowerCased = new Set(commonPasswords.map((password) => password.toLowerCase()));

export function isCommonPassword(password: string): boolean {
  return lowerCased.has(password.toLowerCase());
}
