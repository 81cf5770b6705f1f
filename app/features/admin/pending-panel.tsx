/**
 * The Pending Approval panel (spec: "Admin dashboard"): tabs 'Discussions (n)', 'Comments (n)'
 * and, beyond the spec, 'Reviews (n)'; each item with its title, content, author, time and
 * Approve / Reject. The spec's toasts follow each decision; the item leaves the list.
 */
import { Check, Star, X } from 'lucide-react';
import { useMemo } from 'react';
import { useFetcher, type FetcherWithComponents } from 'react-router';
import { buttonClasses } from '~/components/ui/button-link';
import { Tabs } from '~/components/ui/tabs';
import { authorName } from '~/features/community/author';
import { RelativeTime } from '~/features/community/relative-time';
import { UserText } from '~/features/community/user-text';
import type { ModerationKind } from './admin-schema';
import { FlaggedQueue } from './flagged-queue';
import { DecisionToasts, decisionFetcherKey, type ModerationResult } from './moderation-toast';
import type { FlaggedItem } from './flagged-targets.server';
import type { PendingItem } from './moderation.server';
import { ReasonField } from './reason-field';

const decisions = [
  { value: 'approve', label: 'Approve', Icon: Check, className: buttonClasses.primary },
  { value: 'reject', label: 'Reject', Icon: X, className: buttonClasses.secondary },
] as const;

/** Approve or Reject, with an optional reason for the audit trail. */
function DecisionForm(props: {
  kind: ModerationKind;
  id: string;
  fetcher: FetcherWithComponents<ModerationResult>;
}) {
  const { kind, id, fetcher } = props;
  const busy = fetcher.state !== 'idle';
  return (
    <fetcher.Form method="post" className="mt-3 flex flex-wrap items-end gap-2">
      <input type="hidden" name="intent" value="moderate" />
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="id" value={id} />
      <ReasonField label="Reason (optional, kept in the audit trail)" />
      {decisions.map(({ value, label, Icon, className }) => (
        <button
          key={value}
          type="submit"
          name="decision"
          value={value}
          disabled={busy}
          className={className}
        >
          <Icon aria-hidden="true" className="size-4" />
          {label}
        </button>
      ))}
    </fetcher.Form>
  );
}

function PendingCard({ kind, item }: { kind: ModerationKind; item: PendingItem }) {
  const fetcher = useFetcher<ModerationResult>({ key: decisionFetcherKey(kind, item.id) });

  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <p className="font-semibold text-slate-900 wrap-anywhere">
        {kind === 'comment' ? <span className="font-normal text-slate-600">On: </span> : null}
        {item.title}
      </p>
      {item.rating ? (
        <p className="mt-1 flex items-center gap-1 text-sm text-slate-700">
          <Star aria-hidden="true" className="size-4 fill-amber-500 text-amber-600" />
          {item.rating} of 5 stars
        </p>
      ) : null}
      {item.content ? (
        <UserText text={item.content} className="mt-2 line-clamp-6 text-sm text-slate-800" />
      ) : (
        <p className="mt-2 text-sm text-slate-600 italic">No comment</p>
      )}
      <p className="mt-2 text-xs text-slate-600">
        By {authorName(item.author)} · <RelativeTime iso={item.createdAt} />
      </p>
      <DecisionForm kind={kind} id={item.id} fetcher={fetcher} />
    </li>
  );
}

function Queue({
  kind,
  items,
  empty,
}: {
  kind: ModerationKind;
  items: PendingItem[];
  empty: string;
}) {
  if (items.length === 0) return <p className="py-6 text-center text-slate-700">{empty}</p>;
  return (
    <ul className="space-y-3">
      {items.map((item) => (
        <PendingCard key={item.id} kind={kind} item={item} />
      ))}
    </ul>
  );
}

type Queues = {
  discussions: PendingItem[];
  comments: PendingItem[];
  reviews: PendingItem[];
  counts: { discussions: number; comments: number; reviews: number };
};

/** One tab per kind of pending item, each with its count. */
const queueTabs = ({ counts, ...queues }: Queues) =>
  (['discussions', 'comments', 'reviews'] as const).map((id) => ({
    id,
    label: `${id.charAt(0).toUpperCase()}${id.slice(1)} (${counts[id]})`,
    content: (
      <Queue kind={queueKinds[id]} items={queues[id]} empty={`No ${id} pending approval.`} />
    ),
  }));
const queueKinds = { discussions: 'discussion', comments: 'comment', reviews: 'review' } as const;

export function PendingPanel({
  queues,
  flagged,
}: {
  /** The Flagged tab (flagged-queue.tsx). */
  flagged: { items: FlaggedItem[]; count: number };
  queues: Queues;
}) {
  const fetcherKeys = useMemo(
    () => [
      ...(['discussions', 'comments', 'reviews'] as const).flatMap((id) =>
        queues[id].map((item) => decisionFetcherKey(queueKinds[id], item.id)),
      ),
      ...flagged.items.map((item) => decisionFetcherKey(item.kind, item.id)),
    ],
    [queues, flagged],
  );
  return (
    <section
      aria-labelledby="pending-heading"
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <DecisionToasts fetcherKeys={fetcherKeys} />
      <h2 id="pending-heading" className="text-xl font-semibold text-slate-900">
        Pending Approval
      </h2>
      <Tabs
        label="Pending items"
        param="pending"
        anchor="pending-items"
        className="mt-4"
        items={[
          ...queueTabs(queues),
          {
            id: 'flagged',
            label: `Flagged (${flagged.count})`,
            content: <FlaggedQueue items={flagged.items} />,
          },
        ]}
      />
    </section>
  );
}
