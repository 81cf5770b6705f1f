/**
 * The discussion page's flag, edit and remove forms: sign-in, validation, per-member
 * rate limit, then the rule of flags.server.ts or own-post-edits.server.ts. Every answer names the
 * post it is about and says what happened in words the page shows beside it, with or without
 * JavaScript. The caller has checked the origin and the discussion id.
 */
import { data, type AppLoadContext } from 'react-router';
import { requireUser } from '~/features/auth/session.server';
import { parseForm } from '~/utils/form-validation';
import { consumeLimit } from '~/utils/rate-limit.server';
import { flagContent, type FlagOutcome } from './flags.server';
import { ownPostMessages as say } from './own-post-rules';
import {
  editCommentSchema,
  editDiscussionSchema,
  flagFormSchema,
  removePostSchema,
} from './own-post-schema';
import {
  editComment,
  editDiscussion,
  removeComment,
  removeDiscussion,
  type EditOutcome,
  type RemoveOutcome,
} from './own-post-edits.server';

export const ownPostIntents = [
  'flag',
  'edit-discussion',
  'edit-comment',
  'remove-discussion',
  'remove-comment',
] as const;
export type OwnPostIntent = (typeof ownPostIntents)[number];
export const isOwnPostIntent = (value: unknown): value is OwnPostIntent =>
  ownPostIntents.includes(value as OwnPostIntent);

/** What the page shows beside the post `targetId`. */
export interface OwnPostAnswer {
  /** One of ownPostIntents, or the vendor page's 'edit-review' / 'delete-review'. */
  intent: string;
  targetId: string | null;
  ok: boolean;
  message: string;
}

export const answer = (body: OwnPostAnswer, status = 200) => data(body, { status });

export const flagAnswers: Record<FlagOutcome, [string, number]> = {
  flagged: [say.flagged, 200],
  'already-flagged': [say.alreadyFlagged, 409],
  own: [say.ownFlag, 403],
  'not-available': [say.notAvailable, 404],
};

const refusals = {
  'not-available': [say.notAvailable, 404],
  'not-yours': [say.notYours, 403],
  'too-late': [say.tooLate, 403],
} as const;

/** The answer to an edit or removal. */
export function changeAnswer(
  intent: string,
  targetId: string,
  outcome: EditOutcome | RemoveOutcome,
  done: string,
) {
  if (!outcome.ok) {
    const [message, status] = refusals[outcome.reason];
    return answer({ intent, targetId, ok: false, message }, status);
  }
  const message = 'backToReview' in outcome && outcome.backToReview ? say.editedPending : done;
  return answer({ intent, targetId, ok: true, message });
}

/** A form that failed validation: its first message, nothing written. */
export function invalid(intent: string, formData: FormData, errors: Record<string, string>) {
  const id = formData.get('id');
  const message = Object.values(errors)[0] ?? say.notAvailable;
  return answer({ intent, targetId: typeof id === 'string' ? id : null, ok: false, message }, 400);
}

interface Run {
  db: AppLoadContext['db'];
  userId: string;
  discussionId: string;
  /** Counts the attempt against the member's limit: the 429 answer, or null. */
  limit: () => Promise<Awaited<ReturnType<typeof consumeLimit>>>;
}

const handlers = {
  async flag(formData: FormData, run: Run) {
    const parsed = parseForm(flagFormSchema, formData);
    if (!parsed.ok) return invalid('flag', formData, parsed.fieldErrors);
    const limited = await run.limit();
    if (limited) return limited;
    const place = { discussionId: run.discussionId };
    const outcome = await flagContent(run.db, run.userId, parsed.data, place);
    const [message, status] = flagAnswers[outcome];
    const ok = outcome === 'flagged';
    return answer({ intent: 'flag', targetId: parsed.data.id, ok, message }, status);
  },
  async 'edit-discussion'(formData: FormData, run: Run) {
    const parsed = parseForm(editDiscussionSchema, formData);
    if (!parsed.ok) return invalid('edit-discussion', formData, parsed.fieldErrors);
    const limited = await run.limit();
    if (limited) return limited;
    const edited =
      parsed.data.id === run.discussionId
        ? await editDiscussion(run.db, run.userId, parsed.data)
        : ({ ok: false, reason: 'not-available' } as const);
    return changeAnswer('edit-discussion', parsed.data.id, edited, say.edited);
  },
  async 'edit-comment'(formData: FormData, run: Run) {
    const parsed = parseForm(editCommentSchema, formData);
    if (!parsed.ok) return invalid('edit-comment', formData, parsed.fieldErrors);
    const limited = await run.limit();
    if (limited) return limited;
    const edited = await editComment(run.db, run.userId, run.discussionId, parsed.data);
    return changeAnswer('edit-comment', parsed.data.id, edited, say.edited);
  },
  async 'remove-discussion'(formData: FormData, run: Run) {
    const parsed = parseForm(removePostSchema, formData);
    if (!parsed.ok) return invalid('remove-discussion', formData, parsed.fieldErrors);
    const limited = await run.limit();
    if (limited) return limited;
    const { id } = parsed.data;
    // Only the discussion of this page: an id from elsewhere is not available here.
    const removed =
      id === run.discussionId
        ? await removeDiscussion(run.db, run.userId, id)
        : ({ ok: false, reason: 'not-available' } as const);
    return changeAnswer('remove-discussion', id, removed, say.removed);
  },
  async 'remove-comment'(formData: FormData, run: Run) {
    const parsed = parseForm(removePostSchema, formData);
    if (!parsed.ok) return invalid('remove-comment', formData, parsed.fieldErrors);
    const limited = await run.limit();
    if (limited) return limited;
    const { id } = parsed.data;
    const removed = await removeComment(run.db, run.userId, run.discussionId, id);
    return changeAnswer('remove-comment', id, removed, say.removed);
  },
} satisfies Record<OwnPostIntent, (formData: FormData, run: Run) => Promise<unknown>>;

export async function ownPostAction(
  request: Request,
  context: AppLoadContext,
  discussionId: string,
  intent: OwnPostIntent,
  formData: FormData,
) {
  const user = await requireUser(request, context);
  const action = intent === 'flag' ? 'flag' : 'edit';
  return handlers[intent](formData, {
    db: context.db,
    userId: user.id,
    discussionId,
    limit: () => consumeLimit(context, action, `user:${user.id}`),
  });
}
