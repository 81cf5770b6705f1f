/** The line above a discussion's title: Pinned badge, category badge and relative time. */
import { Pin } from 'lucide-react';
import { Badge } from '~/components/ui/badge';
import { CategoryBadge } from './category-badge';
import { RelativeTime } from './relative-time';
import type { DiscussionSummary } from './types';

export function DiscussionMeta({
  discussion,
}: {
  discussion: Pick<DiscussionSummary, 'isPinned' | 'category' | 'createdAt'>;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
      {discussion.isPinned ? (
        <Badge variant="caution">
          <Pin aria-hidden="true" className="size-3" />
          Pinned
        </Badge>
      ) : null}
      {discussion.category ? <CategoryBadge category={discussion.category} /> : null}
      <RelativeTime iso={discussion.createdAt} />
    </div>
  );
}
