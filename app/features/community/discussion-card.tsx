/** One card of the discussions list (spec: "Discussions list"). */
import { MessageSquare } from 'lucide-react';
import { Link } from 'react-router';
import { AuthorLine } from './author';
import { DiscussionMeta } from './discussion-meta';
import type { DiscussionSummary } from './types';

export const replyLabel = (count: number) => `${count} ${count === 1 ? 'reply' : 'replies'}`;

export function DiscussionCard({
  discussion,
  headingLevel = 2,
}: {
  discussion: DiscussionSummary;
  headingLevel?: 2 | 3;
}) {
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li>
      <Link
        to={`/community/discussion/${discussion.id}`}
        className="block rounded-lg border border-slate-200 bg-white p-4 shadow-sm transition-colors duration-150 hover:border-brand-600 sm:p-5"
      >
        <DiscussionMeta discussion={discussion} />
        <Title className="mt-2 text-lg font-semibold text-slate-900 wrap-anywhere">
          {discussion.title}
        </Title>
        <p className="mt-1 line-clamp-2 text-sm text-slate-700 wrap-anywhere">
          {discussion.excerpt}
        </p>
        <div className="mt-3 flex items-center justify-between gap-3">
          <AuthorLine author={discussion.author} size="sm" />
          <span className="flex shrink-0 items-center gap-1 text-sm text-slate-600 tabular">
            <MessageSquare aria-hidden="true" className="size-4" />
            {replyLabel(discussion.replyCount)}
          </span>
        </div>
      </Link>
    </li>
  );
}

export function DiscussionCardSkeleton() {
  return (
    <li aria-hidden="true" className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <div className="h-4 w-32 animate-pulse rounded bg-slate-200" />
      <div className="mt-3 h-5 w-3/4 animate-pulse rounded bg-slate-200" />
      <div className="mt-2 h-4 w-full animate-pulse rounded bg-slate-100" />
      <div className="mt-1 h-4 w-2/3 animate-pulse rounded bg-slate-100" />
      <div className="mt-4 h-7 w-40 animate-pulse rounded-full bg-slate-100" />
    </li>
  );
}
