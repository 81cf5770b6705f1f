/**
 * The Flagged tab (decision 0014): each flagged post with its flags' reasons and notes,
 * and three decisions: Hide (with a reason its author sees), Dismiss the flags (the post is
 * visible again), Keep (visible, and flags no longer hide it by themselves).
 */
import { EyeOff, ShieldCheck, X } from 'lucide-react';
import { useFetcher } from 'react-router';
import { Badge } from '~/components/ui/badge';
import { buttonClasses } from '~/components/ui/button-link';
import { authorName } from '~/features/community/author';
import { flagReasonLabels } from '~/features/community/own-post-rules';
import { RelativeTime } from '~/features/community/relative-time';
import { UserText } from '~/features/community/user-text';
import type { FlaggedItem } from './flagged-targets.server';
import { decisionFetcherKey, type ModerationResult } from './moderation-toast';
import { ReasonField } from './reason-field';

const decisions = [
  { value: 'hide', label: 'Hide', Icon: EyeOff, className: buttonClasses.danger },
  { value: 'dismiss', label: 'Dismiss flags', Icon: X, className: buttonClasses.secondary },
  { value: 'keep', label: 'Keep', Icon: ShieldCheck, className: buttonClasses.secondary },
] as const;

function reasonSummary(reasons: FlaggedItem['reasons']) {
  const counts = new Map<string, number>();
  for (const reason of reasons) counts.set(reason, (counts.get(reason) ?? 0) + 1);
  return [...counts]
    .map(([reason, n]) => `${flagReasonLabels[reason as keyof typeof flagReasonLabels]} (${n})`)
    .join(', ');
}

function FlaggedCard({ item }: { item: FlaggedItem }) {
  const fetcher = useFetcher<ModerationResult>({ key: decisionFetcherKey(item.kind, item.id) });
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900 wrap-anywhere">
        <Badge variant="neutral">{item.kind}</Badge>
        <a href={item.href} className="text-brand-800 underline">
          {item.kind === 'comment' ? `On: ${item.title}` : item.title}
        </a>
        {item.status === 'hidden' ? <Badge variant="danger">Hidden by flags</Badge> : null}
      </p>
      {item.content ? (
        <UserText text={item.content} className="mt-2 line-clamp-6 text-sm text-slate-800" />
      ) : null}
      <p className="mt-2 text-xs text-slate-600">
        By {authorName(item.author)} · first flagged <RelativeTime iso={item.since} />
      </p>
      <p className="mt-2 text-sm text-slate-800">
        {item.flagCount} {item.flagCount === 1 ? 'flag' : 'flags'}: {reasonSummary(item.reasons)}
      </p>
      {item.notes.length > 0 ? (
        <ul className="mt-1 list-disc pl-5 text-sm text-slate-700">
          {item.notes.map((note, i) => (
            <li key={i} className="wrap-anywhere">
              {note}
            </li>
          ))}
        </ul>
      ) : null}
      <fetcher.Form method="post" className="mt-3 flex flex-wrap items-end gap-2">
        <input type="hidden" name="intent" value="flags" />
        <input type="hidden" name="kind" value={item.kind} />
        <input type="hidden" name="id" value={item.id} />
        <ReasonField label="Reason (shown to the author when hidden; kept in the audit trail)" />
        {decisions.map(({ value, label, Icon, className }) => (
          <button
            key={value}
            type="submit"
            name="decision"
            value={value}
            disabled={fetcher.state !== 'idle'}
            className={className}
          >
            <Icon aria-hidden="true" className="size-4" />
            {label}
          </button>
        ))}
      </fetcher.Form>
    </li>
  );
}

export function FlaggedQueue({ items }: { items: FlaggedItem[] }) {
  if (items.length === 0) {
    return <p className="py-6 text-center text-slate-700">Nothing is flagged.</p>;
  }
  return (
    <ul className="space-y-3">
      {items.map((item) => (
        <FlaggedCard key={`${item.kind}-${item.id}`} item={item} />
      ))}
    </ul>
  );
}
