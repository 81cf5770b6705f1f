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
}

export interface CommentView {
  id: string;
  content: string;
  createdAt: string;
  author: AuthorRef;
}
export interface CommentThread extends CommentView {
  replies: CommentView[];
}
