/**
 * What the community forms still need before their buttons enable ("forms that
 * explain"). The spec keeps 'Post Comment', 'Reply' and 'Submit for Review' disabled while the
 * text is blank after trimming; these say why, beside the button.
 */
export function missingComment(text: string, isReply: boolean): string | undefined {
  if (text.trim() !== '') return undefined;
  return isReply ? 'Write a reply to post it' : 'Write a comment to post it';
}

export function missingDiscussionFields(title: string, content: string): string | undefined {
  const noTitle = title.trim() === '';
  const noContent = content.trim() === '';
  if (noTitle && noContent) return 'Add a title and content to submit';
  if (noTitle) return 'Add a title to submit';
  if (noContent) return 'Add content to submit';
  return undefined;
}
