/** What a notification says, from the facts the list query gathers. */
import type { NotificationKind } from '#database/schema';

export interface NoticeFacts {
  kind: NotificationKind;
  discussionTitle: string | null;
  vendor: string | null;
  /** Who replied; null when their account is gone. */
  actorName: string | null;
  /** A follower's notice says its own sentence, written when it happened. */
  message?: string | null;
}

const quoted = (title: string | null) => (title ? `“${title}”` : 'a discussion');

export function describeNotice(facts: NoticeFacts): string {
  const { kind, discussionTitle, vendor, actorName } = facts;
  const who = actorName ?? 'A former member';
  const where = quoted(discussionTitle);
  const review = `your review of ${vendor ?? 'a vendor'}`;
  switch (kind) {
    case 'discussion_reply':
      return `${who} replied to your discussion ${where}.`;
    case 'comment_reply':
      return `${who} replied to your comment in ${where}.`;
    case 'review_helpful':
      // Votes are anonymous: the reviewer learns that, not who.
      return `A member marked ${review} as helpful.`;
    case 'discussion_approved':
      return `Your discussion ${where} was approved and is now visible.`;
    case 'discussion_rejected':
      return `Your discussion ${where} was not approved.`;
    case 'comment_approved':
      return `Your comment in ${where} was approved and is now visible.`;
    case 'comment_rejected':
      return `Your comment in ${where} was not approved.`;
    case 'review_approved':
      return `${capitalize(review)} was approved and is now visible.`;
    case 'review_rejected':
      return `${capitalize(review)} was not approved.`;
    case 'price_alert':
      return facts.message ?? 'A price you follow changed.';
    case 'content_hidden':
      return vendor
        ? `${capitalize(review)} was hidden by a moderator.`
        : `Your post in ${where} was hidden by a moderator.`;
  }
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
