/**
 * The small "Flag" control on a discussion, comment or review a member did not write: a link
 * that opens the reasons and an optional note (?flag=<id> without JavaScript, see open-by-link).
 * The server refuses a second flag, an own post and visitors (decision 0014).
 */
import { Flag } from 'lucide-react';
import { useId } from 'react';
import { buttonClasses } from '~/components/ui/button-link';
import { OpenByLink, type PostKind } from './open-by-link';
import { flagNoteMaxLength, flagReasonLabels } from './own-post-rules';

export function FlagControl({ kind, id }: { kind: PostKind; id: string }) {
  const fieldId = useId();
  const label = (
    <>
      {/* A comment's controls are words alone: fifty comments would carry fifty icons. */}
      {kind === 'comment' ? null : <Flag aria-hidden="true" className="size-4" />}
      Flag
    </>
  );
  return (
    <OpenByLink
      param="flag"
      kind={kind}
      id={id}
      label={label}
      formClassName="mt-2 w-72 max-w-full space-y-2 rounded-md border border-slate-200 bg-slate-50 p-3 sm:w-96"
    >
      <input type="hidden" name="intent" value="flag" />
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="id" value={id} />
      <fieldset>
        <legend className="font-medium text-slate-900">Why should a moderator look at this?</legend>
        {Object.entries(flagReasonLabels).map(([value, label]) => (
          <label key={value} className="flex min-h-9 items-center gap-2 text-slate-800">
            <input type="radio" name="reason" value={value} required />
            {label}
          </label>
        ))}
      </fieldset>
      <label htmlFor={fieldId} className="block font-medium text-slate-900">
        Note <span className="font-normal text-slate-600">(optional)</span>
      </label>
      <textarea
        id={fieldId}
        name="note"
        rows={2}
        maxLength={flagNoteMaxLength}
        className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900"
      />
      <button type="submit" className={buttonClasses.secondary}>
        Send flag
      </button>
    </OpenByLink>
  );
}
