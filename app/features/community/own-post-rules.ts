/**
 * The rules of flags and own edits that the browser shows too (decision 0014): the
 * flag reasons, the edit window, whether an edit adds a link, and the messages. No Zod or
 * Drizzle here, so the browser bundle stays small.
 */
import { linksIn } from './user-text-links';

/** A post's text: a comment's or review's, or a discussion's title (plain) and body (linked). */
export type PostText = string | { title: string; body: string };

const linksOfPost = (post: PostText) =>
  typeof post === 'string'
    ? linksIn(post)
    : new Set([...linksIn(post.title, 'plain'), ...linksIn(post.body)]);

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
 * True when `after` shows a link (http(s):// or www.) that `before` did not show in the same way,
 * both read as the page renders them (user-text-links.ts): another case in a link is another
 * link, a plain address turned into a link is a new link, and so is an address moved from a
 * discussion's title (plain text) into its body (linked).
 */
export function addsLink(before: PostText, after: PostText): boolean {
  const known = linksOfPost(before);
  return [...linksOfPost(after)].some((link) => !known.has(link));
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
