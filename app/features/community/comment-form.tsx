/**
 * The comment box (4 rows, 'Post Comment') and the inline reply box (3 rows, 'Reply', 'Cancel').
 * A fetcher form posting intent=comment: with JavaScript it stays on the page, shows the spec's
 * toast and clears itself; without JavaScript it is an ordinary form post to the same page.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useFetcher } from 'react-router';
import { buttonClasses } from '~/components/ui/button-link';
import type { ActionRefused, ActionResult } from '~/utils/action-result';
import { MissingHint } from '~/components/ui/missing-hint';
import { useHydrated } from '~/components/ui/use-hydrated';
import { useToast } from '~/components/ui/toast';
import { commentMaxLength, communityToasts } from './community-limits';
import { missingComment } from './missing-fields';

/** The comment's answer, or a refusal before it was read (a rate limit). */
type CommentResult = (ActionResult & { intent: 'comment'; isReply: boolean }) | ActionRefused;

/**
 * The box's text and the post's outcome: a successful post empties the box (state derived from
 * the fetcher, no effect needed), and every answer shows its toast once.
 */
function usePostOutcome(
  fetcher: { state: string; data?: CommentResult },
  isReply: boolean,
  onCancel?: () => void,
) {
  const show = useToast();
  const [text, setText] = useState('');
  const [clearedFor, setClearedFor] = useState<CommentResult | undefined>(undefined);
  const toasted = useRef<CommentResult | undefined>(undefined);
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  const succeeded = result?.ok === true;

  if (result && result !== clearedFor) {
    setClearedFor(result);
    if (succeeded) setText('');
  }

  useEffect(() => {
    if (!result || toasted.current === result) return;
    toasted.current = result;
    if (succeeded) {
      show(isReply ? communityToasts.replyPosted : communityToasts.commentPosted);
      if (isReply) onCancel?.();
    } else {
      const failure = isReply ? communityToasts.replyFailed : communityToasts.commentFailed;
      // A rate limit or a vanished parent says so; anything else is the spec's generic failure.
      show({ ...failure, description: result.message ?? failure.description });
    }
  }, [result, succeeded, isReply, onCancel, show]);
  return { text, setText, result, succeeded };
}

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} className="text-sm text-red-700">
      {error}
    </p>
  ) : null;
}

function FormButtons({
  isReply,
  hydrated,
  disabled,
  sending,
  onCancel,
  cancelHref,
  missing,
}: {
  isReply: boolean;
  hydrated: boolean;
  disabled: boolean;
  sending: boolean;
  onCancel?: () => void;
  cancelHref?: string;
  /** The hint beside the button: its id when shown. */
  missing?: { id: string; text: string | undefined };
}) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <button
        type="submit"
        disabled={disabled}
        aria-describedby={missing?.text ? missing.id : undefined}
        className={buttonClasses.primary}
      >
        {isReply ? 'Reply' : sending ? 'Posting...' : 'Post Comment'}
      </button>
      {isReply ? (
        hydrated ? (
          <button type="button" onClick={onCancel} className={buttonClasses.secondary}>
            Cancel
          </button>
        ) : (
          <Link to={cancelHref ?? '.'} className={buttonClasses.secondary}>
            Cancel
          </Link>
        )
      ) : null}
      {missing ? (
        <MissingHint
          id={missing.id}
          text={missing.text}
          hideWhenFilled="[form:has(textarea:not(:placeholder-shown))_&]:hidden"
        />
      ) : null}
    </div>
  );
}

export function CommentForm({
  parentCommentId,
  onCancel,
  cancelHref,
}: {
  /** Set for a reply. */
  parentCommentId?: string;
  onCancel?: () => void;
  /** Where Cancel leads without JavaScript. */
  cancelHref?: string;
}) {
  const isReply = Boolean(parentCommentId);
  const fetcher = useFetcher<CommentResult>();
  const hydrated = useHydrated();
  const fieldId = useId();
  const { text, setText, result, succeeded } = usePostOutcome(fetcher, isReply, onCancel);

  const sending = fetcher.state !== 'idle';
  // Without JavaScript the button is never disabled: the server's validation answers instead.
  const disabled = hydrated && (text.trim() === '' || sending);
  const error = result && !succeeded ? result.message : undefined;

  return (
    <fetcher.Form method="post" className="space-y-2">
      <input type="hidden" name="intent" value="comment" />
      {parentCommentId ? (
        <input type="hidden" name="parentCommentId" value={parentCommentId} />
      ) : null}
      <label htmlFor={fieldId} className="sr-only">
        {isReply ? 'Your reply' : 'Your comment'}
      </label>
      <textarea
        id={fieldId}
        name="content"
        rows={isReply ? 3 : 4}
        maxLength={commentMaxLength}
        required
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={isReply ? 'Write a reply...' : 'Share your thoughts on this discussion...'}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : undefined}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the reply box opens on request
        autoFocus={isReply && hydrated}
        className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-700"
      />
      <FieldError id={`${fieldId}-error`} error={error} />
      <FormButtons
        {...{ isReply, hydrated, disabled, sending, onCancel, cancelHref }}
        missing={{ id: `${fieldId}-missing`, text: missingComment(text, isReply) }}
      />
    </fetcher.Form>
  );
}
