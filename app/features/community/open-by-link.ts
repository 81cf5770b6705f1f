/**
 * A post's control that opens a small form (Flag, Remove): a link to the same page with
 * ?<param>=<post id>, where the server renders that form open (it works without JavaScript); with
 * JavaScript a click opens or closes it in place. A closed control is one link, so a page of
 * fifty posts does not carry fifty forms.
 */
import { useState, type MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { commentAnchor, commentQuery } from './comment-links';

export type PostKind = 'discussion' | 'comment' | 'review';

/** The anchor such a link returns to: the post itself. */
const anchorOf = (kind: PostKind, id: string) =>
  kind === 'comment' ? commentAnchor(id) : kind === 'review' ? `#review-${id}` : '';

export function useOpenByLink(param: string, kind: PostKind, id: string) {
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
