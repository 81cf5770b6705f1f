import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';

/** The 'Back to Discussions' link above a discussion and the new-discussion form. */
export function BackToDiscussions() {
  return (
    <Link
      to="/community/discussions"
      className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-800 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to Discussions
    </Link>
  );
}
