/**
 * "Copy link": a plain link to the thing's own address (a peptide page, a discussion, a
 * comment's anchor), so without JavaScript it is a permalink to follow or copy from the
 * browser's menu. With JavaScript a click copies the full address and says so, from the first
 * click: before the app starts the page's own script copies it (`data-copy-link`, page-start.ts)
 * and marks the link `data-copied`, which shows "Link copied" in it; the app then toasts.
 */
import { Link2 } from 'lucide-react';
import type { MouseEvent } from 'react';
import { useToast } from './toast';

export function CopyLink({
  href,
  what,
  className = '',
  icon = true,
}: {
  /** The address, absolute path or '#anchor' on this page. */
  href: string;
  /** For screen readers, what the link is to: 'this comment'. */
  what: string;
  className?: string;
  /** The link icon before the words; a long list of such links goes without. */
  icon?: boolean;
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
      data-copy-link=""
      className={`inline-flex min-h-11 items-center gap-1 text-sm text-slate-600 hover:text-slate-900 print:hidden ${className}`}
    >
      {icon ? <Link2 aria-hidden="true" className="size-4" /> : null}
      <span className="[[data-copied]_&]:hidden">Copy link</span>
      <span className="hidden [[data-copied]_&]:inline" aria-live="polite">
        Link copied
      </span>
      <span className="sr-only"> to {what}</span>
    </a>
  );
}
