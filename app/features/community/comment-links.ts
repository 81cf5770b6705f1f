/**
 * Addresses of one comment. The fragment alone never reaches the server, so a link also names
 * the comment in ?comment=: the discussion then opens on the page of comments holding it.
 */
export const commentQuery = (commentId: string) => `?comment=${commentId}`;

export const commentAnchor = (commentId: string) => `#comment-${commentId}`;

export const commentHref = (discussionId: string, commentId: string) =>
  `/community/discussion/${discussionId}${commentQuery(commentId)}${commentAnchor(commentId)}`;
