/**
 * The rules of flags and own edits that the browser shows too (decision 0014): the
 * flag reasons, the edit window, whether an edit adds a link, and the messages. No Zod or
 * Drizzle here, so the browser bundle stays small.
 */
import { linksIn } from './user-text-links';

/** The database's flag reasons (database/schema/flags.ts), with their labels. */
export const flagReasonLabels = {
  spam: 'Spam',
  abuse: 'Abuse or harassment',
  medical_claim: 'Medical claim or dosing advice',
  other: 'Something else',
} as const;
export type FlagReasonValue = keyof typeof flagReasonLabels;
export const flagNoteMaxLength = 500;

/** Authors may edit for this long after posting; removing has no limit. */
export const editWindowMinutes = 30;
export const editWindowMs = editWindowMinutes * 60_000;

export const isWithinEditWindow = (createdAt: Date | string, now: Date) =>
  now.getTime() - new Date(createdAt).getTime() < editWindowMs;

/**
 * True when `after` has a link (http(s):// or www.) that `before` did not have, both read as the
 * page shows them: after the characters it removes, which could otherwise hide a link here.
 */
export function addsLink(before: string, after: string): boolean {
  const known = linksIn(before);
  return [...linksIn(after)].some((link) => !known.has(link));
}

export const ownPostMessages = {
  flagged: 'Thanks — a moderator will look at it.',
  alreadyFlagged: 'You have already flagged this.',
  ownFlag: 'You cannot flag your own post.',
  notAvailable: 'This post is not available.',
  notYours: 'You can only change your own posts.',
  tooLate: `This can no longer be edited (edits are allowed for ${editWindowMinutes} minutes after posting).`,
  edited: 'Your changes are saved.',
  editedPending:
    'Your changes are saved. Because they add a link, a moderator will review the post before it is visible again.',
  removed: 'Removed. The text is deleted; replies stay in the thread.',
  reviewRemoved: 'Your review is deleted. You can write a new one.',
  removedByAuthor: 'removed by its author',
  hiddenByFlags: 'Hidden from other members while a moderator looks at flags on it.',
  hiddenByModerator: 'Hidden by a moderator',
} as const;
