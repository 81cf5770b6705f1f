/**
 * The forum's actions as the routes call them: sign-in check, same-origin check, validation,
 * per-member rate limit, then the write. A failed validation answers 400 and writes nothing.
 */
import { redirect, type AppLoadContext } from 'react-router';
import { requireAdmin, requireUser } from '~/features/auth/session.server';
import { withToast } from '~/utils/flash-toasts';
import { refused, type ActionRefused, type ActionResult } from '~/utils/action-result';
import { parseForm } from '~/utils/form-validation';
import { isDatabaseUnavailable } from '~/utils/database-errors.server';
import { consumeLimit } from '~/utils/rate-limit.server';
import { assertSameOrigin } from '~/utils/same-origin.server';
import { postComment } from './comments.server';
import { commentFormSchema, discussionFormSchema, pinFormSchema } from './community-schema';
import { setPinned } from './discussion-pin.server';
import { isOwnPostIntent, ownPostAction } from './own-post-actions.server';
import { createDiscussion } from './discussions.server';
import { describeError } from '~/utils/error-line.server';

/** A refused discussion (a saved one redirects), with what was sent to fill the form again. */
export type NewDiscussionActionResult = ActionRefused & {
  /** What was sent, so a page rendered without JavaScript keeps the member's text. */
  values?: { title: string; content: string; categoryId: string };
};

/** The answer to a comment or reply, and whether it was a reply (its toast says which). */
export type CommentActionResult = ActionResult & { intent: 'comment'; isReply: boolean };

const refusedDiscussion = (status: number, refusal: Omit<NewDiscussionActionResult, 'ok'>) =>
  refused(status, refusal);

const sentText = (formData: FormData, name: string) => {
  const value = formData.get(name);
  return typeof value === 'string' ? value : '';
};

export async function newDiscussionAction(request: Request, context: AppLoadContext) {
  assertSameOrigin(request, context.env.SITE_URL);
  const user = await requireUser(request, context);
  const formData = await request.formData();
  const values = {
    title: sentText(formData, 'title'),
    content: sentText(formData, 'content'),
    categoryId: sentText(formData, 'categoryId'),
  };
  const parsed = parseForm(discussionFormSchema, formData);
  if (!parsed.ok) {
    return refusedDiscussion(400, { fieldErrors: parsed.fieldErrors, values });
  }
  const limited = await consumeLimit(context, 'discussion', `user:${user.id}`);
  if (limited) return limited;
  try {
    const result = await createDiscussion(context.db, user.id, parsed.data);
    if (!result.ok) {
      return refusedDiscussion(400, { fieldErrors: result.fieldErrors, values });
    }
  } catch (error) {
    // An outage is answered by the 503 page (entry.server.tsx), not as a failed save.
    if (isDatabaseUnavailable(error)) throw error;
    console.error('[community] creating a discussion failed:', describeError(error));
    return refusedDiscussion(500, {
      message: 'Your discussion could not be saved. Please try again in a moment.',
      values,
    });
  }
  throw redirect(withToast('/community/discussions', 'discussion-submitted'));
}

const notAvailable = 'This discussion is not available.';

/**
 * The discussion page's action: 'comment' (members; a reply carries parentCommentId), 'pin'
 * (admins), and a member's flags, edits and removals (own-post-actions.server.ts). The discussion id was validated as a UUID by the caller.
 */
export async function discussionAction(
  request: Request,
  context: AppLoadContext,
  discussionId: string,
) {
  assertSameOrigin(request, context.env.SITE_URL);
  const formData = await request.formData();
  const intent = formData.get('intent');

  if (intent === 'pin') {
    const admin = await requireAdmin(request, context);
    const parsed = parseForm(pinFormSchema, formData);
    if (!parsed.ok || parsed.data.discussionId !== discussionId) {
      return refused(400, { intent, message: notAvailable });
    }
    const changed = await setPinned(context.db, discussionId, parsed.data.pinned, admin.id);
    if (!changed) return refused(404, { intent, message: notAvailable });
    return { intent, ok: true, pinned: parsed.data.pinned } as const;
  }
  if (isOwnPostIntent(intent))
    return ownPostAction(request, context, discussionId, intent, formData);
  if (intent !== 'comment') return refused(400, { message: 'Unknown action.' });

  const user = await requireUser(request, context);
  const isReply = Boolean(formData.get('parentCommentId'));
  const parsed = parseForm(commentFormSchema, formData);
  if (!parsed.ok) {
    const message = parsed.fieldErrors.content ?? parsed.fieldErrors.parentCommentId ?? 'Invalid.';
    return refused(400, { intent, isReply, message, fieldErrors: parsed.fieldErrors });
  }
  const limited = await consumeLimit(context, 'comment', `user:${user.id}`);
  if (limited) return limited;
  const result = await postComment(context.db, user.id, discussionId, parsed.data).catch(
    (error: unknown) => {
      if (isDatabaseUnavailable(error)) throw error;
      console.error('[community] posting a comment failed:', describeError(error));
      return undefined;
    },
  );
  if (!result) {
    // The form shows the spec's 'Failed to post comment/reply. Please try again.'
    return refused(500, { intent, isReply });
  }
  if (!result.ok) {
    const message =
      result.reason === 'parent-not-found'
        ? 'The comment you replied to is not available.'
        : notAvailable;
    return refused(404, { intent, isReply, message });
  }
  return { intent, ok: true, isReply } as const satisfies CommentActionResult;
}

/** Anything that is not a well-formed id never reaches a query: back to the list. */
export const discussionsListRedirect = () => redirect('/community/discussions');
