import type { ModerationStatus } from '#database/schema/community';

/** What the forum's pages receive from their loaders: never e-mails or user ids. */
export interface CategoryRef {
  name: string;
  color: string;
  slug: string;
}
export interface Category extends CategoryRef {
  id: string;
  description: string;
}
/** What a page shows of an author: never their e-mail or user id. */
export interface AuthorRef {
  username: string | null;
  displayName: string | null;
  avatarUrl: string | null;
  isAdmin: boolean;
}
export interface DiscussionSummary {
  id: string;
  title: string;
  /** The start of the content; the card clamps it to two lines. */
  excerpt: string;
  createdAt: string;
  replyCount: number;
  isPinned: boolean;
  category: CategoryRef | null;
  author: AuthorRef;
}
export interface DiscussionDetail extends Omit<DiscussionSummary, 'excerpt'> {
  content: string;
  post: PostState;
}

export interface CommentView {
  id: string;
  content: string;
  createdAt: string;
  author: AuthorRef;
  post: PostState;
}
export interface CommentThread extends CommentView {
  replies: CommentView[];
}
/** One page of a discussion's comments, as the page's loader sends it. */
export interface CommentPageData {
  threads: CommentThread[];
  /** The cursor of the next page (?comments=), null on the last one. */
  nextCursor: string | null;
  /** True when the page does not start at the discussion's first comment. */
  startsLater: boolean;
}

/**
 * What the viewer may know and do about one post: told per viewer, so the pages that
 * show it are kept per member (`members: 'own'`). `hidden` and `hiddenReason` reach only the
 * author and admins, the only ones who see hidden posts at all.
 */
export interface PostState {
  /** Approved for everyone; the author (and admins) also see it pending, rejected or hidden. */
  status: ModerationStatus;
  edited: boolean;
  /** Removed by its author: the text is gone, the place in the thread kept. */
  removed: boolean;
  hidden: boolean;
  /** The admin's reason; null while it is hidden by flags alone. */
  hiddenReason: string | null;
  /** The viewer wrote it: no Flag control, Remove offered. */
  mine: boolean;
  /** Mine, not removed, and within the edit window when the page was made. */
  editable: boolean;
}
