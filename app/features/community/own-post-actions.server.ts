/**
 * The discussion page's flag, edit and remove forms: sign-in, validation, per-member
 * rate limit, then the rule of flags.server.ts or own-post-edits.server.ts. Every answer names the
 * post it is about and says what happened in words the page shows beside it, with or without
 * JavaScript. The caller has checked the origin and the discussion id.
 */
import { data, type AppLoadContext } from 'react-router';
import { requireUser } from '~/features/auth/session.server';
import { refused, type ActionResult } from '~/utils/action-result';
import { parseForm, type FieldErrors } from '~/utils/form-validation';
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

/** What the page shows beside the post `targetId`: what was done, or why nothing was. */
export type OwnPostAnswer = ActionResult & {
  /** One of ownPostIntents, or the vendor page's 'edit-review' / 'delete-review'. */
  intent: string;
  targetId: string | null;
  message: string;
};

type AboutPost = { intent: string; targetId: string | null; message: string };

/** A change made: 200, with the sentence shown beside the post. */
const done = (about: AboutPost) => data({ ok: true, ...about } as const satisfies OwnPostAnswer);

/** A change refused, with its status: 400, 403, 404, 409. */
const refusedChange = (status: number, about: AboutPost) => refused(status, about);

const flagAnswers: Record<FlagOutcome, [string, number]> = {
  flagged: [say.flagged, 200],
  'already-flagged': [say.alreadyFlagged, 409],
  own: [say.ownFlag, 403],
  'not-available': [say.notAvailable, 404],
};

/** The answer to a flag: done, or refused with the status of its outcome. */
export function flagAnswer(intent: 'flag', targetId: string, outcome: FlagOutcome) {
  const [message, status] = flagAnswers[outcome];
  const about = { intent, targetId, message };
  return outcome === 'flagged' ? done(about) : refusedChange(status, about);
}

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
  changed: string,
) {
  if (!outcome.ok) {
    const [message, status] = refusals[outcome.reason];
    return refusedChange(status, { intent, targetId, message });
  }
  const message = 'backToReview' in outcome && outcome.backToReview ? say.editedPending : changed;
  return done({ intent, targetId, message });
}

/** A form that failed validation: its first message, nothing written. */
export function invalid(intent: string, formData: FormData, fieldErrors: FieldErrors) {
  const id = formData.get('id');
  const message = Object.values(fieldErrors)[0] ?? say.notAvailable;
  return refusedChange(400, { intent, targetId: typeof id === 'string' ? id : null, message });
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
    return flagAnswer('flag', parsed.data.id, outcome);
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
