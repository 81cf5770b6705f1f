/** /admin/price-feeds: each vendor's feed, its last and next check; a failing feed first, in red. */
import type { FeedFormat } from './feed-item';
import { feedFormatNames } from './feed-item';

export interface FeedSummary {
  vendorSlug: string;
  vendorName: string;
  url: string;
  format: FeedFormat;
  lastCheckedAt: string | null;
  lastResult: string | null;
  lastOk: boolean | null;
  failing: boolean;
  nextCheckAt: string | null;
  seen: number;
  matched: number;
}

const when = (iso: string | null) => (iso ? iso.slice(0, 16).replace('T', ' ') + ' UTC' : 'never');

export function FeedList({ feeds }: { feeds: FeedSummary[] }) {
  if (feeds.length === 0) {
    return (
      <p className="text-slate-700">
        No vendor has a price feed yet: add one in the vendor editor.
      </p>
    );
  }
  return (
    <ul className="grid gap-3">
      {feeds.map((feed) => (
        <li
          key={feed.vendorSlug}
          className={`rounded-md border p-3 text-sm ${feed.failing ? 'border-red-600 bg-red-50 text-red-900' : 'border-slate-200'}`}
        >
          <p className="font-semibold">
            <a className="underline" href={`/admin/vendors?vendor=${feed.vendorSlug}`}>
              {feed.vendorName}
            </a>
            {feed.failing ? ' · failed 3 checks in a row' : null}
          </p>
          <p className="break-all">
            {feedFormatNames[feed.format]}: {feed.url}
          </p>
          <p>
            Last check:{' '}
            <time dateTime={feed.lastCheckedAt ?? undefined}>{when(feed.lastCheckedAt)}</time>
            {feed.lastResult ? ` (${feed.lastOk ? '' : 'failed: '}${feed.lastResult})` : null}. Next
            check: <time dateTime={feed.nextCheckAt ?? undefined}>{when(feed.nextCheckAt)}</time>.
          </p>
          <p>
            {feed.seen} items seen, {feed.matched} matched.
          </p>
        </li>
      ))}
    </ul>
  );
}
