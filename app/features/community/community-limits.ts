/**
 * The forum's limits and toast texts (spec: "Business constants and limits"), apart from the
 * zod schemas of community-schema.ts so the browser's forms get them without the validation
 * library (validation stays on the server).
 */
export const discussionTitleMaxLength = 200;
/** Not in the spec: generous caps so one post cannot flood a page or the database. */
export const discussionContentMaxLength = 20_000;
export const commentMaxLength = 5_000;
export const discussionsPerPage = 20;
export const latestDiscussionsCount = 6;

export const communityToasts = {
  commentPosted: {
    title: 'Comment posted',
    description: 'Your comment has been added to the discussion.',
  },
  replyPosted: {
    title: 'Reply posted',
    description: 'Your reply has been added to the discussion.',
  },
  commentFailed: {
    title: 'Error',
    description: 'Failed to post comment. Please try again.',
    variant: 'destructive',
  },
  replyFailed: {
    title: 'Error',
    description: 'Failed to post reply. Please try again.',
    variant: 'destructive',
  },
} as const;
