/**
 * "Copy link" (issue 18, point 7): a plain link to the thing's own address (a peptide page, a
 * discussion, a comment's anchor), so without JavaScript it is a permalink to follow or copy
 * from the browser's menu. With JavaScript a click copies the full address and says so.
 */
import { Link2 } from 'lucide-react';
import type { MouseEvent } from 'react';
import { useToast } from './toast';

export function CopyLink({
  href,
  what,
  className = '',
}: {
  /** The address, absolute path or '#anchor' on this page. */
  href: string;
  /** For screen readers, what the link is to: 'this comment'. */
  what: string;
  className?: string;
}) {
  const show = useToast();
  async function copy(event: MouseEvent<HTMLAnchorElement>) {
    // No clipboard (an insecure origin, an old browser): the link is followed as it is.
    if (!navigator.clipboard) return;
    event.preventDefault();
    const url = new URL(href, window.location.href).href;
    try {
      await navigator.clipboard.writeText(url);
      show({ title: 'Link copied', description: url });
    } catch {
      window.location.assign(url);
    }
  }
  return (
    <a
      href={href}
      onClick={copy}
      data-app=""
      className={`inline-flex min-h-11 items-center gap-1 text-sm text-slate-600 hover:text-slate-900 print:hidden ${className}`}
    >
      <Link2 aria-hidden="true" className="size-4" />
      Copy link<span className="sr-only"> to {what}</span>
    </a>
  );
}
