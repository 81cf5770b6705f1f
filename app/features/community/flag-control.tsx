/**
 * The small "Flag" control on a discussion, comment or review a member did not write. "Flag" is
 * a link to the same page with ?flag=<id>, where the server renders the reasons and note open
 * (it works without JavaScript); with JavaScript the click opens them in place. A closed control
 * is one link, so a page of fifty comments does not carry fifty forms. The server refuses a
 * second flag, an own post and visitors (decision 0014).
 */
import { Flag } from 'lucide-react';
import { useId, useState, type MouseEvent } from 'react';
import { Form, useLocation } from 'react-router';
import { buttonClasses } from '~/components/ui/button-link';
import { commentAnchor, commentQuery } from './comment-links';
import { flagNoteMaxLength, flagReasonLabels } from './own-post-rules';

type FlagKind = 'discussion' | 'comment' | 'review';

/** The anchor a flag link returns to: the post itself. */
const anchorOf = (kind: FlagKind, id: string) =>
  kind === 'comment' ? commentAnchor(id) : kind === 'review' ? `#review-${id}` : '';

/**
 * The page's address with ?flag=<id> (or without it, to close): a comment's link names the
 * comment, so the discussion opens on its page of comments; other posts keep the page's query
 * (the page of reviews a visitor is on).
 */
function flagHref(kind: FlagKind, id: string, pathname: string, search: string, open: boolean) {
  const query = new URLSearchParams(kind === 'comment' ? commentQuery(id) : search);
  query.delete('flag');
  if (open) query.set('flag', id);
  const text = query.toString();
  return `${pathname}${text ? `?${text}` : ''}${anchorOf(kind, id)}`;
}

export function FlagControl({ kind, id }: { kind: FlagKind; id: string }) {
  const fieldId = useId();
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(() => new URLSearchParams(search).get('flag') === id);
  const toggle = (event: MouseEvent) => (event.preventDefault(), setOpen(!open));
  return (
    <div className="text-sm">
      <a
        href={flagHref(kind, id, pathname, search, !open)}
        onClick={toggle}
        aria-expanded={open}
        rel="nofollow"
        className="inline-flex min-h-11 cursor-pointer items-center gap-1 text-slate-600 hover:text-slate-900"
      >
        <Flag aria-hidden="true" className="size-4" />
        Flag
      </a>
      {open ? (
        <Form
          method="post"
          preventScrollReset
          // With JavaScript the page stays: fold the control away, the answer shows below it.
          onSubmit={() => setOpen(false)}
          className="mt-2 w-72 max-w-full space-y-2 rounded-md border border-slate-200 bg-slate-50 p-3 sm:w-96"
        >
          <input type="hidden" name="intent" value="flag" />
          <input type="hidden" name="kind" value={kind} />
          <input type="hidden" name="id" value={id} />
          <fieldset>
            <legend className="font-medium text-slate-900">
              Why should a moderator look at this?
            </legend>
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
        </Form>
      ) : null}
    </div>
  );
}
