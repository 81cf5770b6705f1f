/**
 * A post's control that opens a small form (Flag, Remove): a link to the same page with
 * ?<param>=<post id>, where the server renders that form open (it works without JavaScript); with
 * JavaScript a click opens or closes it in place. A closed control is one link, so a page of
 * fifty posts does not carry fifty forms.
 */
import { useState, type MouseEvent, type ReactNode } from 'react';
import { Form, useLocation } from 'react-router';
import { commentAnchor, commentQuery } from './comment-links';

export type PostKind = 'discussion' | 'comment' | 'review';

/** The anchor such a link returns to: the post itself. */
const anchorOf = (kind: PostKind, id: string) =>
  kind === 'comment' ? commentAnchor(id) : kind === 'review' ? `#review-${id}` : '';

function useOpenByLink(param: string, kind: PostKind, id: string) {
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(() => new URLSearchParams(search).get(param) === id);
  // A comment's link names the comment, so the discussion opens on its page of comments; other
  // posts keep the page's own query (the page of reviews a visitor is on).
  const query = new URLSearchParams(kind === 'comment' ? commentQuery(id) : search);
  query.delete(param);
  if (!open) query.set(param, id);
  const text = query.toString();
  return {
    open,
    close: () => setOpen(false),
    link: {
      href: `${pathname}${text ? `?${text}` : ''}${anchorOf(kind, id)}`,
      onClick: (event: MouseEvent) => (event.preventDefault(), setOpen(!open)),
      'aria-expanded': open,
      rel: 'nofollow',
    },
  };
}

/** The control: `label` as that link, then, once open, a post form holding `children`. */
export function OpenByLink(props: {
  param: string;
  kind: PostKind;
  id: string;
  label: ReactNode;
  formClassName: string;
  children: ReactNode;
}) {
  const { open, close, link } = useOpenByLink(props.param, props.kind, props.id);
  return (
    <div className="text-sm">
      <a
        {...link}
        className="inline-flex min-h-11 cursor-pointer items-center gap-1 text-slate-600 hover:text-slate-900"
      >
        {props.label}
      </a>
      {open ? (
        // With JavaScript the page stays: fold the control away, the answer shows below it.
        <Form method="post" preventScrollReset onSubmit={close} className={props.formClassName}>
          {props.children}
        </Form>
      ) : null}
    </div>
  );
}
